/**
 * The whole build (ARCHITECTURE.md, "How content becomes pages"), in a staging folder that
 * replaces the build folder only when every step passed: a failed build leaves the last good one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT, notFoundPageOf, writeSiteManifest } from '../built-site/manifest';
import { checkBuiltSite, pageSourcesOf } from '../content-pipeline/checkBuiltSite';
import { checkAndLoadContent } from '../content-pipeline/checkContent';
import { defaultContentDir } from '../content-pipeline/contentDir';
import { summarise, type ContentProblem } from '../content-pipeline/contentProblem';
import { findContentRenderError } from '../content-pipeline/contentRenderError';
import { indexSite, isNotFoundPage, searchPath, type SiteIndex } from '../content-pipeline/routes';
import { siteManifestOf } from '../content-pipeline/siteManifest';
import { currentSources, defaultBuildDir, writeSources } from './builtFrom';
import { bundleCode } from './codeBundle';
import { compileServer } from './compileServer';
import { precompress } from './precompress';
import { writePictureFiles } from './pictureFiles';
import { publishOnlyCopies } from './publishedPictures';
import { renderPages } from './renderPages';
import { writeSearchIndex } from './searchIndex';
import { writeSeoFiles } from './seoFiles';

/** False (after printing why) when the content or the built pages have errors. */
export async function buildSite(buildDir = defaultBuildDir()): Promise<boolean> {
  // The pages are rendered, and the server runs, from code in the build folder, which finds its
  // packages in the node_modules/ above it: said now, in place of "Cannot find package 'vike'".
  const relative = path.relative(process.cwd(), buildDir);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    console.error(
      `build: DIST_DIR (${buildDir}) must be a folder inside the project (${process.cwd()}): ` +
        'the pages are rendered by code that loads the packages of the project beside it',
    );
    return false;
  }
  const started = performance.now();
  const staging = `${buildDir}.building`;
  fs.rmSync(staging, { recursive: true, force: true });
  const sources = currentSources();
  try {
    const bundled = await bundleCode(staging);
    console.log(
      bundled === 'reused'
        ? `bundle: the code has not changed since the last build, reused in ${elapsed(started)}`
        : `bundle: built by Vite in ${elapsed(started)}`,
    );
    if (await renderInto(staging)) {
      await compileServer(staging);
      writeSources(staging, sources);
      replaceFolder(buildDir, staging);
      console.log(`build: done in ${elapsed(started)}`);
      return true;
    }
  } catch (error) {
    removeStaging(staging);
    throw error;
  }
  removeStaging(staging);
  console.error(`build: stopped; ${relative} keeps the last good build`);
  return false;
}

/** Pages still being written when another one failed land after this; clear again at exit. */
function removeStaging(staging: string): void {
  const remove = () => fs.rmSync(staging, { recursive: true, force: true });
  remove();
  process.once('exit', remove);
}

/** The content is checked once, here, and handed to every page; a content error stops the build with the checker's report. */
async function renderInto(outDir: string): Promise<boolean> {
  const renderStarted = performance.now();
  const checked = await checkAndLoadContent();
  printReport(checked.problems, 'check:content', checked.placeholders.length);
  if (!checked.content) return false;
  const { content } = checked;
  const clientDir = path.join(outDir, BUILD_LAYOUT.client);
  const site = indexSite(content);
  let pageCount: number;
  try {
    pageCount = await renderPages(outDir, site);
  } catch (error) {
    const failure = findContentRenderError(error);
    if (!failure) throw error;
    return printReport([{ file: failure.file, severity: 'error', message: failure.message }], 'build');
  }
  console.log(`pages: ${pageCount} rendered from ${checked.fileCount} content files in ${elapsed(renderStarted)}`);
  writeSeoFiles(content, clientDir);
  writeTranslatedNotFoundPages(site, outDir);
  writeSiteManifest(outDir, { ...siteManifestOf(content), placeholderCount: checked.placeholders.length });
  const othersStarted = performance.now();
  const indexing = searchPath(content) ? writeSearchIndex(clientDir) : undefined;
  // Loaded here: satori takes a while to load, which `npm run check:content` should not pay.
  const drawing = import('./sharingFiles').then(({ writeSharingFiles }) => writeSharingFiles(content, clientDir));
  const copies = await writePictureFiles(content.pictures.values(), clientDir);
  console.log(
    `pictures: ${copies.made + copies.reused} copies of ${content.pictures.size} pictures in ${elapsed(othersStarted)} ` +
      `(${copies.made} made, ${copies.reused} from the cache)`,
  );
  const { withheld, stripped } = await publishOnlyCopies(content.pictures.values(), clientDir);
  console.log(`pictures: ${withheld} originals withheld, ${stripped} other files stripped of metadata`);
  if (indexing) console.log(`search: ${(await indexing).pages} pages indexed in ${elapsed(othersStarted)}`);
  const sharing = await drawing;
  for (const warning of sharing.warnings) console.warn(`warning: ${warning}`);
  const problems = checkBuiltSite(clientDir, pageSourcesOf(content, defaultContentDir()));
  const compressStarted = performance.now();
  const totals = await precompress(clientDir);
  console.log(
    `postbuild: sitemap.xml, robots.txt, _redirects, _headers, feed, ${BUILD_LAYOUT.manifest} written; ` +
      `${sharing.files.join(', ')} drawn in ${elapsed(othersStarted)}; ${totals.files} files ` +
      `precompressed in ${elapsed(compressStarted)} (${(totals.bytes / 1024).toFixed(0)} kB → ${(totals.brotliBytes / 1024).toFixed(0)} kB brotli)`,
  );
  return printReport(problems, 'check:content --built');
}

/** Each translation's not-found page (`/fr/404`) copied to its folder's 404.html, as static hosts look for it. */
function writeTranslatedNotFoundPages(site: SiteIndex, outDir: string): void {
  for (const entry of site.routable) {
    if (!isNotFoundPage(entry) || entry.lang === undefined) continue;
    const page = path.join(outDir, BUILD_LAYOUT.client, ...entry.frontmatter.slug.split('/'), 'index.html');
    const target = path.join(outDir, ...notFoundPageOf(entry.lang).split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(page, target);
  }
}

/** Puts the new build in place of the old one with two renames, so a reader never sees half of one. */
function replaceFolder(target: string, replacement: string): void {
  const previous = `${target}.previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, previous);
  fs.renameSync(replacement, target);
  fs.rmSync(previous, { recursive: true, force: true });
}

/** True when no error remains. */
export function printReport(problems: ContentProblem[], name: string, placeholderCount = 0): boolean {
  const report = summarise(problems, name, placeholderCount);
  for (const line of report.lines) console.error(line);
  console.log(report.summary);
  return report.errors === 0;
}

function elapsed(since: number): string {
  const ms = performance.now() - since;
  return ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

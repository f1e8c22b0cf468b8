/**
 * The whole build in one process, around one content object:
 * 1. load and check the content folder with the editors' checker (every problem at once, then stop);
 * 2. Vike builds and prerenders every page from that same object (siteContent/processContent.ts);
 * 3. the files around the pages: sitemap.xml, robots.txt, _redirects, the sharing image, icons and
 *    web app manifest, brotli/gzip copies, and `site.json`, everything the production server
 *    needs to know about the site;
 * 4. every link of the built pages must lead somewhere.
 * All of it happens in a staging folder beside the build folder, which replaces the build
 * folder only when every step passed: a failed build leaves the last good build in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { prerender, build as vikeBuild } from 'vike/api';
import { BUILD_LAYOUT, writeSiteManifest } from '../builtSite/manifest';
import { checkAndLoadContent } from '../siteContent/checkContent';
import { checkBuiltSite, pageSourcesOf } from '../siteContent/checkBuiltSite';
import { defaultContentDir } from '../siteContent/contentDir';
import type { ContentProblem } from '../siteContent/contentProblem';
import { findContentRenderError } from '../siteContent/contentRenderError';
import type { SiteContent } from '../siteContent/loadContent';
import { setSiteContent } from '../siteContent/processContent';
import { summarise } from '../siteContent/report';
import { siteManifestOf } from '../siteContent/siteManifest';
import { precompress } from './precompress';
import { writeSeoFiles } from './seoFiles';
import { writeSharingFiles } from './sharingFiles';

/** The build folder: DIST_DIR, `dist/` by default (the folder `npm start` serves). */
export function defaultBuildDir(): string {
  return path.resolve(process.env.DIST_DIR || 'dist');
}

/** Builds the site; false (after printing why) when the content or the built pages have errors. */
export async function buildSite(buildDir = defaultBuildDir()): Promise<boolean> {
  const started = performance.now();
  const checked = await checkAndLoadContent();
  if (!printReport(checked.problems, 'check:content', checked.placeholders.length) || !checked.content) return false;
  console.log(`content: ${checked.fileCount} files loaded and checked in ${elapsed(started)}`);
  setSiteContent(checked.content);

  const staging = `${buildDir}.building`;
  fs.rmSync(staging, { recursive: true, force: true });
  const built = await buildInto(staging, checked.content, checked.placeholders.length);
  if (!built) {
    // Pages still being written when another one failed land after this; clear again at exit.
    const removeStaging = () => fs.rmSync(staging, { recursive: true, force: true });
    removeStaging();
    process.once('exit', removeStaging);
    console.error(`build: stopped; ${path.relative(process.cwd(), buildDir) || '.'} keeps the last good build`);
    return false;
  }
  replaceFolder(buildDir, staging);
  console.log(`build: done in ${elapsed(started)}`);
  return true;
}

async function buildInto(outDir: string, content: SiteContent, placeholderCount: number): Promise<boolean> {
  const viteConfig = { build: { outDir } };
  await vikeBuild({ viteConfig });
  try {
    await prerender({ viteConfig });
  } catch (error) {
    const failure = findContentRenderError(error);
    if (!failure) throw error;
    printReport([{ file: failure.file, severity: 'error', message: failure.message }], 'build');
    return false;
  }
  const clientDir = path.join(outDir, BUILD_LAYOUT.client);
  writeSeoFiles(content, clientDir);
  const sharing = await writeSharingFiles(content, clientDir);
  writeSiteManifest(outDir, { ...siteManifestOf(content), placeholderCount });
  const totals = precompress(clientDir);
  console.log(
    `postbuild: sitemap.xml, robots.txt, _redirects, ${BUILD_LAYOUT.manifest} written; ` +
      `${sharing.files.join(', ')} drawn in ${Math.round(sharing.ms)} ms; ${totals.files} files ` +
      `precompressed (${(totals.bytes / 1024).toFixed(0)} kB → ${(totals.brotliBytes / 1024).toFixed(0)} kB brotli)`,
  );
  return printReport(checkBuiltSite(clientDir, pageSourcesOf(content, defaultContentDir())), 'check:content --built');
}

/** Puts the new build in place of the old one with two renames, so a reader never sees half of one. */
function replaceFolder(target: string, replacement: string): void {
  const previous = `${target}.previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, previous);
  fs.renameSync(replacement, target);
  fs.rmSync(previous, { recursive: true, force: true });
}

/** Prints the checker's lines and summary; true when no error remains. */
function printReport(problems: ContentProblem[], name: string, placeholderCount = 0): boolean {
  const report = summarise(problems, name, placeholderCount);
  for (const line of report.lines) console.error(line);
  console.log(report.summary);
  return report.errors === 0;
}

function elapsed(since: number): string {
  const ms = performance.now() - since;
  return ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The whole build in one process, around one content object:
 * 1. load and check `content/` with the editors' checker (every problem at once, then stop);
 * 2. Vike builds and prerenders every page from that same object (siteContent/processContent.ts);
 * 3. the files around the pages: sitemap.xml, robots.txt, _redirects, brotli/gzip copies, and
 *    `dist/site.json`, everything the production server needs to know about the site;
 * 4. every link of the built pages must lead somewhere.
 */
import path from 'node:path';
import { build as vikeBuild } from 'vike/api';
import { BUILD_LAYOUT, writeSiteManifest } from '../builtSite/manifest';
import { checkAndLoadContent } from '../siteContent/checkContent';
import { checkBuiltSite } from '../siteContent/checkBuiltSite';
import type { ContentProblem } from '../siteContent/contentProblem';
import { setSiteContent } from '../siteContent/processContent';
import { summarise } from '../siteContent/report';
import { siteManifestOf } from '../siteContent/siteManifest';
import { precompress } from './precompress';
import { writeSeoFiles } from './seoFiles';

/** The build's output folder, as Vike writes it (client/ and server/ inside). */
export const BUILD_DIR = path.resolve('dist');

/** Builds the site; false (after printing why) when the content or the built pages have errors. */
export async function buildSite(): Promise<boolean> {
  const started = performance.now();
  const checked = await checkAndLoadContent();
  if (!printReport(checked.problems, 'check:content') || !checked.content) return false;
  console.log(`content: ${checked.fileCount} files loaded and checked in ${elapsed(started)}`);
  setSiteContent(checked.content);

  await vikeBuild();

  const clientDir = path.join(BUILD_DIR, BUILD_LAYOUT.client);
  writeSeoFiles(checked.content, clientDir);
  writeSiteManifest(BUILD_DIR, siteManifestOf(checked.content));
  const totals = precompress(clientDir);
  console.log(
    `postbuild: sitemap.xml, robots.txt, _redirects, ${BUILD_LAYOUT.manifest} written; ${totals.files} files ` +
      `precompressed (${(totals.bytes / 1024).toFixed(0)} kB → ${(totals.brotliBytes / 1024).toFixed(0)} kB brotli)`,
  );
  if (!printReport(checkBuiltSite(clientDir), 'check:content --built')) return false;
  console.log(`build: done in ${elapsed(started)}`);
  return true;
}

/** Prints the checker's lines and summary; true when no error remains. */
function printReport(problems: ContentProblem[], name: string): boolean {
  const report = summarise(problems, name);
  for (const line of report.lines) console.error(line);
  console.log(report.summary);
  return report.errors === 0;
}

function elapsed(since: number): string {
  const ms = performance.now() - since;
  return ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

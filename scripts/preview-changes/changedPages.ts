/**
 * Which pages two builds of the site show differently: each page's prerendered HTML compared
 * byte for byte. The not-found page counts as a page (it is what a mistyped address shows).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT, readSiteManifest } from '../../built-site/manifest';

/** The address a browser opens for the not-found page. */
export const NOT_FOUND_ADDRESS = '/no-such-page';

export interface PageChanges {
  changed: string[];
  added: string[];
  removed: string[];
}

/** The HTML file of a page address in a build: `/` is `client/index.html`. */
function pageFile(buildDir: string, address: string): string {
  if (address === NOT_FOUND_ADDRESS) return path.join(buildDir, BUILD_LAYOUT.notFoundPage);
  return path.join(buildDir, BUILD_LAYOUT.client, address, 'index.html');
}

function pagesOf(buildDir: string): string[] {
  return [...readSiteManifest(buildDir).pages, NOT_FOUND_ADDRESS];
}

export function comparePages(baseDir: string, headDir: string): PageChanges {
  const basePages = new Set(pagesOf(baseDir));
  const headPages = pagesOf(headDir);
  const changed = headPages.filter(
    (address) =>
      basePages.has(address) &&
      !fs.readFileSync(pageFile(baseDir, address)).equals(fs.readFileSync(pageFile(headDir, address))),
  );
  const added = headPages.filter((address) => !basePages.has(address));
  const removed = [...basePages].filter((address) => !headPages.includes(address));
  return { changed, added, removed };
}

/** The Markdown list a reviewer reads (and the pull request's artifact carries). */
export function changesReport(base: string, changes: PageChanges, screenshotWidths: readonly number[]): string {
  const section = (title: string, pages: string[]) =>
    pages.length === 0 ? [] : [`## ${title} (${pages.length})`, '', ...pages.map((page) => `- \`${page}\``), ''];
  const shown = changes.changed.length + changes.added.length;
  return [
    `# Pages this branch changes, against ${base}`,
    '',
    shown === 0 && changes.removed.length === 0
      ? 'No page differs: the change shows nowhere on the site.'
      : `Screenshots of the changed and new pages at ${screenshotWidths.join(' and ')} px are in \`screenshots/\`.`,
    '',
    ...section('Changed', changes.changed),
    ...section('New', changes.added),
    ...section('Gone', changes.removed),
  ].join('\n');
}

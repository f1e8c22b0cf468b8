/** Which pages two builds show differently, by their HTML; the not-found page counts as a page. */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT, readSiteManifest } from '../../built-site/manifest';

export const NOT_FOUND_ADDRESS = '/no-such-page';

export type PageChanges = ReturnType<typeof comparePages>;

export function pageFile(buildDir: string, address: string): string {
  if (address === NOT_FOUND_ADDRESS) return path.join(buildDir, BUILD_LAYOUT.notFoundPage);
  return path.join(buildDir, BUILD_LAYOUT.client, address, 'index.html');
}

function pagesOf(buildDir: string): string[] {
  return [...readSiteManifest(buildDir).pages, NOT_FOUND_ADDRESS];
}

export function comparePages(baseDir: string, headDir: string) {
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

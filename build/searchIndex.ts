/**
 * The site's search index, made from the built pages by Pagefind (a Rust indexer on npm, run as
 * a child process by its Node API): only the main content of the pages marked for it
 * (components/search/searchIndexing.ts), in small files the search page fetches as a visitor
 * types, so no page but the search page loads anything for it. Pagefind also writes its own
 * ready-made interfaces; the search page has its own (components/search/searchClient.ts), so
 * those are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_PATH } from '../build-output/searchFiles';

/** Pagefind's ready-made interfaces, which the site does not use. */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/**
 * Indexes the built pages at `pagePaths` (those the search finds, content-pipeline/routes.ts
 * `isSearchable`). Pagefind reads every page of the folder it is given, so it is given a folder
 * of links to those pages alone: the lists of guides and the alias pages, a quarter of a large
 * site, are never read.
 */
export async function writeSearchIndex(clientDir: string, pagePaths: string[]): Promise<{ pages: number }> {
  const sourceDir = `${clientDir}.search-source`;
  try {
    linkPages(clientDir, sourceDir, pagePaths);
    const created = await pagefind.createIndex({});
    if (!created.index) throw new Error(created.errors.join('; '));
    const added = await created.index.addDirectory({ path: sourceDir });
    if (added.errors.length > 0) throw new Error(added.errors.join('; '));
    const outputPath = path.join(clientDir, SEARCH_INDEX_PATH);
    const written = await created.index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    for (const name of fs.readdirSync(outputPath)) {
      if (UNUSED_FILES.test(name)) fs.rmSync(path.join(outputPath, name));
    }
    return { pages: added.page_count };
  } finally {
    await pagefind.close();
    fs.rmSync(sourceDir, { recursive: true, force: true });
  }
}

/** Hard links, under the same relative paths, so Pagefind names each page by its address. */
function linkPages(clientDir: string, sourceDir: string, pagePaths: string[]): void {
  fs.rmSync(sourceDir, { recursive: true, force: true });
  for (const pagePath of pagePaths) {
    const file = path.join(pagePath, 'index.html');
    fs.mkdirSync(path.dirname(path.join(sourceDir, file)), { recursive: true });
    fs.linkSync(path.join(clientDir, file), path.join(sourceDir, file));
  }
}

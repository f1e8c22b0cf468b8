/**
 * The site's search index, made by Pagefind (a Rust indexer on npm, run as a child process by
 * its Node API) from the main content of the pages marked for it
 * (components/search/searchIndexing.ts), in small files the search page fetches as a visitor
 * types, so no page but the search page loads anything for it. Each page is handed to Pagefind
 * as soon as it is rendered (lib/renderedPages.ts): it indexes on the processor that Vike's
 * rendering, on one thread, leaves free. Pagefind also writes its own ready-made interfaces; the
 * search page has its own (components/search/searchClient.ts), so those are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_PATH } from '../build-output/searchFiles';
import { listenToRenderedPages } from '../lib/renderedPages';

/** Pagefind's ready-made interfaces, which the site does not use. */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;
/** What marks a page for the index: the attribute on its main content. */
const INDEXED_PAGE = 'data-pagefind-body';

export interface SearchIndexer {
  /** Writes the index of every page rendered since the start into `clientDir`; how many pages it holds. */
  finish(clientDir: string): Promise<{ pages: number }>;
  /** Stops without writing (the build failed). */
  cancel(): Promise<void>;
}

/** Starts Pagefind and hands it every marked page rendered from now on. */
export async function startSearchIndex(): Promise<SearchIndexer> {
  const created = await pagefind.createIndex({});
  if (!created.index) throw new Error(`search index: ${created.errors.join('; ')}`);
  const index = created.index;
  const adding: Promise<unknown>[] = [];
  listenToRenderedPages((urlPath, html) => {
    if (html.includes(INDEXED_PAGE)) adding.push(index.addHTMLFile({ url: urlPath, content: html }));
  });
  const stop = async () => {
    listenToRenderedPages(undefined);
    await pagefind.close();
  };
  return {
    async finish(clientDir) {
      try {
        listenToRenderedPages(undefined);
        const added = await Promise.all(adding);
        const failed = added.flatMap((result) => (result as { errors: string[] }).errors);
        if (failed.length > 0) throw new Error(`search index: ${failed.join('; ')}`);
        const outputPath = path.join(clientDir, SEARCH_INDEX_PATH);
        const written = await index.writeFiles({ outputPath });
        if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
        for (const name of fs.readdirSync(outputPath)) {
          if (UNUSED_FILES.test(name)) fs.rmSync(path.join(outputPath, name));
        }
        return { pages: added.length };
      } finally {
        await stop();
      }
    },
    cancel: stop,
  };
}

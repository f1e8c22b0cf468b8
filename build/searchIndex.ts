/**
 * The site's search index, made by Pagefind (a Rust indexer on npm, run as a child process by
 * its Node API) from the built pages in the client folder, as Pagefind is meant to run. Only
 * the main content of the pages marked for it is indexed (components/search/searchIndexing.ts):
 * once any page carries the mark, Pagefind leaves out every page without it. The index is small
 * files the search page fetches as a visitor types, so no page but the search page loads
 * anything for it. Pagefind also writes its own ready-made interfaces; the search page has its
 * own (components/search/searchClient.ts), so those are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_PATH } from '../built-site/searchFiles';

/** What Pagefind's entry file says of each language's index. */
interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

/** Pagefind's ready-made interfaces, which the site does not use. */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/** Indexes the pages of `clientDir` into its search folder; how many pages the index holds, in every language. */
export async function writeSearchIndex(clientDir: string): Promise<{ pages: number }> {
  try {
    const created = await pagefind.createIndex({});
    if (!created.index) throw new Error(`search index: ${created.errors.join('; ')}`);
    const added = await created.index.addDirectory({ path: clientDir, glob: '**/index.html' });
    if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join('; ')}`);
    const outputPath = path.join(clientDir, SEARCH_INDEX_PATH);
    const written = await created.index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const name of fs.readdirSync(outputPath)) {
      if (UNUSED_FILES.test(name)) fs.rmSync(path.join(outputPath, name));
    }
    const entry = JSON.parse(fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as PagefindEntry;
    return { pages: Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0) };
  } finally {
    await pagefind.close();
  }
}

/** The site's search index, made by Pagefind from the built pages; its ready-made interfaces are removed. */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_PATH } from '../built-site/searchFiles';

const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

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
    const { languages } = JSON.parse(fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    return { pages: Object.values(languages).reduce((sum, language) => sum + language.page_count, 0) };
  } finally {
    await pagefind.close();
  }
}

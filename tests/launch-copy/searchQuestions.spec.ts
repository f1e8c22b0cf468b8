/**
 * `npm run check:launch-copy` only, as it reads the editors' real content: everyday questions on the
 * real site's search (tests/browser/support/everydayQueries.ts), the table of what comes first for
 * each, in each language, at least 90 % right. The table is written to test-results/search-questions-<lang>.md.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { EVERYDAY_QUERIES, questionTable } from '../browser/support/everydayQueries';

const SEARCH_PATHS = { en: '/search', fr: '/fr/recherche' } as const;

for (const lang of ['en', 'fr'] as const) {
  test(`everyday questions in ${lang === 'en' ? 'English' : 'French'} find their answer first`, async ({ page }) => {
    test.setTimeout(240_000);
    const { table, right } = await questionTable(page, SEARCH_PATHS[lang], EVERYDAY_QUERIES[lang]);
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync(`test-results/search-questions-${lang}.md`, `${table}\n`);
    expect(right, table).toBeGreaterThanOrEqual(0.9);
  });
}

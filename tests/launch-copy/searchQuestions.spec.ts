/**
 * `npm run check:launch-copy` only, as it reads the editors' real content: everyday questions on the
 * real site's search, three tables of them (tests/browser/support/everydayQueries.ts, the fresh
 * one of searchQuestionsTable.ts, written apart from the terms, and blindQuestionsTable.ts, written
 * by someone who had not read them), what comes first for each, in each
 * language, at least 90 % right. Each table is written to test-results/search-questions-<table>-<lang>.md.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { EVERYDAY_QUERIES, questionTable } from '../browser/support/everydayQueries';
import { BLIND_QUESTIONS } from './blindQuestionsTable';
import { FRESH_QUESTIONS } from './searchQuestionsTable';
import { UNSEEN_QUESTIONS } from './unseenQuestionsTable';

const SEARCH_PATHS = { en: '/search', fr: '/fr/recherche' } as const;

for (const [name, questions] of [
  ['everyday', EVERYDAY_QUERIES],
  ['fresh', FRESH_QUESTIONS],
  ['blind', BLIND_QUESTIONS],
  ['unseen', UNSEEN_QUESTIONS],
] as const) {
  for (const lang of ['en', 'fr'] as const) {
    test(`${name} questions in ${lang === 'en' ? 'English' : 'French'} find their answer first`, async ({ page }) => {
      test.setTimeout(240_000);
      const { table, right } = await questionTable(page, SEARCH_PATHS[lang], questions[lang]);
      fs.mkdirSync('test-results', { recursive: true });
      fs.writeFileSync(`test-results/search-questions-${name}-${lang}.md`, `${table}\n`);
      expect(right, table).toBeGreaterThanOrEqual(0.9);
    });
  }
}

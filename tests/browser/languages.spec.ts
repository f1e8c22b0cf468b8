/**
 * No English on a French page and no French on an English one, outside names and short labels:
 * a language identifier reads every visible text block of every page of the fixture build.
 */
import { expect, test } from '@playwright/test';
import { articleRoutes, routes, site } from './support/site';
import { blocksInTheWrongLanguage } from './support/pageLanguages';

const PAGES = [...routes, ...articleRoutes, ...site.listings.map((listing) => listing.path)];

test('every text block is in its page’s language', async ({ page }) => {
  test.setTimeout(Math.max(test.info().timeout, PAGES.length * 3000));
  const wrong: string[] = [];
  for (const path of PAGES) wrong.push(...(await blocksInTheWrongLanguage(page, path)));
  expect(wrong).toEqual([]);
});

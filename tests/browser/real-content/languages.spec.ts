/** The real site in its languages: every visible text block of every page in its page's language. */
import { expect, test } from '@playwright/test';
import { realRoutes, realSite } from '../../launch-copy/realSite';
import { blocksInTheWrongLanguage } from '../support/pageLanguages';

const PAGES = [...realRoutes, ...realSite.listings.map((listing) => listing.path)];

test('every text block is in its page’s language', async ({ page }) => {
  test.setTimeout(Math.max(test.info().timeout, PAGES.length * 3000));
  const wrong: string[] = [];
  for (const path of PAGES) wrong.push(...(await blocksInTheWrongLanguage(page, path)));
  expect(wrong).toEqual([]);
});

/**
 * No English on a French page and no French on an English one, outside names and short labels:
 * a language identifier reads every visible text block of every page of the fixture build.
 */
import { test } from '@playwright/test';
import { articleRoutes, routes, site } from './support/site';
import { expectEveryBlockInItsLanguage } from './support/pageLanguages';

const PAGES = [...routes, ...articleRoutes, ...site.listings.map((listing) => listing.path)];

test('every text block is in its page’s language', async ({ page }) => {
  await expectEveryBlockInItsLanguage(page, PAGES);
});

/** The real site in its languages: every visible text block of every page in its page's language. */
import { test } from '@playwright/test';
import { realRoutes, realSite } from '../../launch-copy/realSite';
import { expectEveryBlockInItsLanguage } from '../support/pageLanguages';

test('every text block is in its page’s language', async ({ page }) => {
  await expectEveryBlockInItsLanguage(page, [...realRoutes, ...realSite.listings.map((listing) => listing.path)]);
});

/**
 * What an editor must keep true of the real content/, in a browser: every page of its build
 * passes axe at phone and desktop widths. Nothing here depends on the copy, the counts or the
 * facts the editors choose.
 */
import { test } from '@playwright/test';
import { realRoutes, realSite } from '../../launch-copy/realSite';
import { expectNoAxeViolations } from '../support/axe';

test.use({ bypassCSP: true });

for (const width of [1280, 375]) {
  test.describe(`real content, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of [...realRoutes, ...realSite.listings.map((listing) => listing.path), '/no-such-page']) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  });
}

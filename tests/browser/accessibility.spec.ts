import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsOn, inGroups } from './support/axe';
import { menuButton, servicesButton } from './support/menus';
import { articleRoutes, frenchRoutes, routes } from './support/site';

const PAGES = [...routes, ...articleRoutes, '/no-such-page'];

test.use({ bypassCSP: true });

for (const paths of inGroups([...PAGES, ...frenchRoutes], 3)) {
  test(`axe finds no violation on ${paths.join(', ')}, 1280 and 375 px wide`, async ({ page }) => {
    await expectNoAxeViolationsOn(page, paths, [1280, 375]);
  });
}

/** WCAG 1.4.12's text spacing: what a reader's own style sheet may set (a browser extension's, past the CSP). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

test('nothing scrolls sideways from 320 px to 1440 px, nor at 320 px with text spacing increased (long addresses wrap)', async ({
  page,
}) => {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // Each page loaded once and resized through the widths, as support/axe.ts explains.
  for (const path of PAGES) {
    await page.goto(path);
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overflow(), `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 320, height: 900 });
    await page.addStyleTag({ content: TEXT_SPACING });
    expect(await overflow(), `${path} at 320 px, text spacing increased`).toBeLessThanOrEqual(0);
  }
});

test('the open narrow menu and the open services menu pass axe too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await menuButton(page).click();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await servicesButton(page).click();
  await expectNoAxeViolations(page);
});

test('each navigation landmark has a name of its own, shown or not (the narrow menu beside the wide one)', async ({
  page,
}) => {
  for (const path of ['/', '/fr']) {
    await page.goto(path);
    const names = await page
      .locator('nav')
      .evaluateAll((navs) =>
        navs.map(
          (nav) =>
            nav.getAttribute('aria-label') ??
            document.getElementById(nav.getAttribute('aria-labelledby')!)?.textContent,
        ),
      );
    expect(names.length, path).toBeGreaterThan(2);
    expect(names, path).toEqual([...new Set(names)]);
  }
});

/**
 * The practice area travels with the visitor: on a page that belongs to a practice area (its own
 * page, a guide of it), every link to the form (the phone's sticky bar, the header's button, the
 * page's buttons, the lawyer's card) opens the form with that area chosen, with and without
 * JavaScript; a page of no area opens it blank.
 */
import { expect, test, type Page } from '@playwright/test';
import { content } from './support/site';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** A fixture guide and the form value of its first practice area. */
const guide = content.articles.find((article) => article.frontmatter.areas.length > 0)!.frontmatter;
const guideArea = content.services.find((service) => service.name === guide.areas[0])!.frontmatter.formValue;
const practice = content.services[0]!.frontmatter;

/** Taps the link, then reads the area the form opened with. */
async function areaAfter(page: Page, link: ReturnType<Page['locator']>): Promise<string> {
  await link.click({ timeout: 20_000 });
  await page.waitForURL(/\/contact/);
  return page.locator('#legalServiceArea').inputValue();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const [name, path, formValue] of [
      ['a practice page', practice.slug, practice.formValue],
      ['a guide', guide.slug, guideArea],
    ] as const) {
      test(`on ${name}, the sticky bar, the header's button and the page's buttons choose its area`, async ({
        page,
      }) => {
        await page.setViewportSize(PHONE);
        await page.goto(path);
        // The bar comes with the first scroll.
        await page.mouse.wheel(0, 800);
        const bar = page.getByRole('group', { name: /free consultation/i });
        expect(await areaAfter(page, bar.getByRole('link', { name: /consultation/i }))).toBe(formValue);
        await page.setViewportSize(DESKTOP);
        await page.goto(path);
        expect(await areaAfter(page, page.locator('header a[href*="#consultation-form"]:visible'))).toBe(formValue);
        await page.goto(path);
        const buttons = page.locator('main a[href*="#consultation-form"]');
        expect(await buttons.count()).toBeGreaterThan(0);
        for (const href of await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href).toContain(`area=${formValue}`);
        }
        expect(await areaAfter(page, page.locator('main a[href*="#consultation-form"]:visible').last())).toBe(
          formValue,
        );
      });
    }

    test('a page of no practice area opens the form blank', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/privacy');
      expect(await areaAfter(page, page.locator('header a[href*="#consultation-form"]:visible'))).toBe('');
    });
  });
}

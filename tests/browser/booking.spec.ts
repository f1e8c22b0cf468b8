/**
 * Booking from a phone: the bar with "Call" and "Free consultation" stays in reach once the hero
 * is scrolled past, never covers the form or the footer, and every "Free consultation" link lands
 * on the form; the header's and the strip's targets are a finger's size.
 */
import { expect, test, type Page } from '@playwright/test';
import { content, routes } from './support/site';

const PHONE = { width: 375, height: 740 };
const contactPath = routes.find((route) => route === '/contact')!;
const phone = content.facts.phones[0]!;

const bar = (page: Page) => page.getByRole('group', { name: 'Book a free consultation or call' });

/** Whether the element drawn at the centre of `locator`'s box is inside it (nothing covers it). */
async function isOnTop(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css)!;
    const box = element.getBoundingClientRect();
    const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return drawn !== null && element.contains(drawn);
  }, selector);
}

test.use({ viewport: PHONE });

test('the bar shows once the hero is scrolled past, and stops above the footer', async ({ page }) => {
  await page.goto('/');
  // On the first screen the hero covers it.
  expect(await isOnTop(page, '[aria-label="Book a free consultation or call"] a:last-child')).toBe(false);
  await page
    .locator('main section')
    .first()
    .evaluate((hero) => window.scrollTo(0, hero.getBoundingClientRect().bottom));
  await expect.poll(() => isOnTop(page, '[aria-label="Book a free consultation or call"] a:last-child')).toBe(true);
  const book = bar(page).getByRole('link', { name: 'Free consultation' });
  await expect(book).toHaveAttribute('href', `${contactPath}#consultation-form`);
  await expect(bar(page).getByRole('link', { name: /^Call/ })).toHaveAttribute('href', `tel:${phone.dial}`);
  const box = (await bar(page).boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(PHONE.height);
  // At the end of the page it sits above the footer, which it never covers.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [barBottom, footerTop] = await page.evaluate(() => [
    document.querySelector('[aria-label="Book a free consultation or call"]')!.getBoundingClientRect().bottom,
    document.querySelector('body > footer')!.getBoundingClientRect().top,
  ]);
  expect(barBottom).toBeLessThanOrEqual(footerTop);
});

test('the bar is for phones and screens: not on a wide screen, not on paper, not on the pages of a request', async ({
  page,
}) => {
  await page.goto('/about');
  // The first screen is the page's own: the bar comes with the first scroll (it covers nothing on arrival).
  await expect(bar(page)).toBeHidden();
  await page.mouse.wheel(0, 200);
  await expect(bar(page)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(bar(page)).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar(page)).toBeHidden();
  await page.setViewportSize(PHONE);
  for (const path of [contactPath, `${contactPath}/errors`, '/thank-you', '/fr/merci']) {
    await page.goto(path);
    await expect(bar(page)).toHaveCount(0);
  }
});

test('every "Free consultation" link lands on the form, its first field on the screen', async ({ page }) => {
  await page.goto('/');
  const links = page.locator(`a[href^="${contactPath}"]`).filter({ hasText: /consultation/i });
  expect(await links.count()).toBeGreaterThan(1);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toBe(`${contactPath}#consultation-form`);
  }
  await page.evaluate((y) => window.scrollTo(0, y), 2000);
  await bar(page).getByRole('link', { name: 'Free consultation' }).click();
  await expect(page).toHaveURL(new RegExp(`${contactPath}#consultation-form$`));
  await expect(page.locator('#firstName')).toBeInViewport();
});

test('the header and the strip: targets a finger finds, the language link never alone on a row', async ({ page }) => {
  await page.goto('/');
  const targets = await page
    .locator('body > aside a, header:not(main header) a, header:not(main header) button')
    .evaluateAll((all) =>
      all
        .filter((element) => element.getBoundingClientRect().width > 0)
        .map((element) => ({ text: element.textContent?.trim(), height: element.getBoundingClientRect().height })),
    );
  expect(targets.length).toBeGreaterThan(2);
  expect(targets.filter((target) => target.height < 44)).toEqual([]);
  const firstPhone = page.locator('body > aside').getByRole('link', { name: phone.display });
  const language = page.locator('body > aside').getByRole('link', { name: 'Français' });
  const [phoneBox, languageBox] = [(await firstPhone.boundingBox())!, (await language.boundingBox())!];
  expect(Math.abs(phoneBox.y - languageBox.y)).toBeLessThan(2);
});

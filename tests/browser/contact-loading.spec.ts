/**
 * The contact page paints without the form's code: the code (React, Formik, Yup) is fetched when
 * the visitor first reaches for the form, so it never competes with the stylesheet, fonts and
 * picture. A visitor who types while it comes loses nothing: the hydrated form keeps every value
 * and sends it; one who presses Send first gets the form's own messages, never the browser's; a
 * practice page's link opens it with its area chosen, also without JavaScript (the server chooses it then).
 * (The form without JavaScript: consultation-form.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { en } from '../../messages/en';
import { fr } from '../../messages/fr';
import { area, filledValues, fillForm, storedRequests, visitor, waitForHydration } from './support/consultationForm';
import { holdRequests } from './support/settled';

/** All the script the page may fetch before the visitor reaches for the form: a loader. */
const LOADER_BUDGET_BYTES = 2048;

/** The bytes of script the page has fetched so far. */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
}

test('what a visitor types while the form has its code is kept when it hydrates, and sent', async ({ page }) => {
  await page.goto('/contact');
  // From here every script waits: the visitor is faster than the network.
  const scripts = await holdRequests(page, '**/*.js');
  const v = visitor('TypedEarly');
  const form = await fillForm(page, v);
  // Reaching for the form asked for its code; nothing of it has run yet.
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await expect(page.locator('form[data-hydrated]')).toHaveCount(0);
  scripts.release();
  await waitForHydration(page);

  await expect(form.getByLabel('First Name')).toHaveValue(v.firstName);
  await expect(form.getByLabel('Legal Service Area')).toHaveValue(area.formValue);
  const sent = page.waitForRequest((request) => request.url().endsWith(CONSULTATION_ENDPOINT));
  await form.getByRole('button', { name: 'Send Request' }).click();
  expect((await sent).postDataJSON()).toMatchObject(filledValues(v));
  await expect(page.getByRole('status', { name: en.notices.success.title })).toBeVisible();
  expect(await storedRequests()).toContain(v.email);
});

test("the page loads with a small loader only; the form's code comes when the visitor reaches for it", async ({
  page,
}) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  expect(await scriptBytes(page)).toBeLessThan(LOADER_BUDGET_BYTES);
  await waitForHydration(page);
  expect(await scriptBytes(page)).toBeGreaterThan(10 * LOADER_BUDGET_BYTES);
});

test("Send before any touch: the form's own messages in the page's language, nothing sent", async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => (posts += request.url().endsWith(CONSULTATION_ENDPOINT) ? 1 : 0));
  for (const [path, words] of [
    ['/contact', en],
    ['/fr/contact', fr],
  ] as const) {
    await page.goto(path);
    // The first pointer over the form is the press on Send: the browser's bubble would answer it.
    await page.getByRole('button', { name: words.form.send }).click();
    await expect(page.locator('#firstName-error')).toHaveText(words.validation.enterFirstName);
    await expect(page.locator('#firstName')).toBeFocused();
  }
  expect(posts).toBe(0);
});

test("a practice page's link opens the form with its area chosen, in English and in French", async ({ page }) => {
  await page.goto(area.slug);
  await page.locator(`main a[href="/contact?area=${area.formValue}#consultation-form"]`).first().click();
  await expect(page.locator('#legalServiceArea')).toHaveValue(area.formValue);
  // The French fixture's practice page has no button of its own: its link's address, as the English one's.
  for (const contact of ['/contact', '/fr/contact']) {
    await page.goto(`${contact}?area=${area.formValue}#consultation-form`);
    // Chosen as the page opens, before its code comes; kept when it comes.
    await expect(page.locator('#legalServiceArea')).toHaveValue(area.formValue);
    await waitForHydration(page);
    await expect(page.locator('#legalServiceArea')).toHaveValue(area.formValue);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server chooses the area the link names, and ignores one that is none', async ({ page }) => {
    for (const contact of ['/contact', '/fr/contact']) {
      await page.goto(`${contact}?area=${area.formValue}#consultation-form`);
      await expect(page.locator('#legalServiceArea')).toHaveValue(area.formValue);
    }
    await page.goto(`/contact?area=${encodeURIComponent('"><b>x</b>')}`);
    await expect(page.locator('#legalServiceArea')).toHaveValue('');
    await expect(page.locator('main b')).toHaveCount(0);
  });
});

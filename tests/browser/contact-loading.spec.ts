/**
 * The contact page paints without the form's code: the code (React, Formik, Yup) is fetched when
 * the visitor first reaches for the form, so it never competes with the stylesheet, fonts and
 * picture. A visitor who types while it comes loses nothing: the hydrated form keeps every value
 * and sends it. (The form without JavaScript: consultation-form.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { en } from '../../messages/en';
import { area, filledValues, fillForm, storedRequests, visitor, waitForHydration } from './support/consultationForm';

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
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/*.js', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  const v = visitor('TypedEarly');
  const form = await fillForm(page, v);
  // Reaching for the form asked for its code; nothing of it has run yet.
  await expect.poll(() => held).toBeGreaterThan(0);
  await expect(page.locator('form')).toHaveJSProperty('noValidate', false);
  release();
  await waitForHydration(page);

  await expect(form.getByLabel('First Name')).toHaveValue(v.firstName);
  await expect(form.getByLabel('Legal Service Area')).toHaveValue(area.formValue);
  const sent = page.waitForRequest((request) => request.url().endsWith(CONSULTATION_ENDPOINT));
  await form.getByRole('button', { name: 'Send Request' }).click();
  expect((await sent).postDataJSON()).toMatchObject(filledValues(v));
  await expect(page.getByRole('status', { name: en.notices.success.title })).toBeVisible();
  expect(storedRequests()).toContain(v.email);
});

test("the page loads with a small loader only; the form's code comes when the visitor reaches for it", async ({
  page,
}) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  expect(await scriptBytes(page)).toBeLessThan(LOADER_BUDGET_BYTES);
  await waitForHydration(page);
  expect(await scriptBytes(page)).toBeGreaterThan(10 * LOADER_BUDGET_BYTES);
});

/**
 * The contact page paints before the form's code comes: the code (React, Formik, Yup) is fetched
 * once the page has loaded, so it never competes with the stylesheet, fonts and picture. A visitor
 * who types before it came loses nothing: the hydrated form keeps every value and sends it.
 */
import { expect, test } from '@playwright/test';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { en } from '../../messages/en';
import { area, fillForm, storedRequests, visitor, waitForHydration } from './support/consultationForm';

/** What the page itself may fetch of script before it has loaded: a loader, nothing of the form. */
const LOADER_BUDGET_BYTES = 2048;

test('what a visitor types before the form has its code is kept when it hydrates, and sent', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Every script of the page waits: the visitor is faster than the network.
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Scripts held delay the load event, not the page's HTML.
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const v = visitor('TypedEarly');
  const form = await fillForm(page, v);
  await expect(page.locator('form')).toHaveJSProperty('noValidate', false);
  release();
  await waitForHydration(page);

  await expect(form.getByLabel('First Name')).toHaveValue(v.firstName);
  await expect(form.getByLabel('Legal Service Area')).toHaveValue(area.formValue);
  const sent = page.waitForRequest((request) => request.url().endsWith(CONSULTATION_ENDPOINT));
  await form.getByRole('button', { name: 'Send Request' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    legalServiceArea: area.formValue,
    problemDescription: v.description,
    urgencyLevel: 'urgent',
    contactMethod: 'email',
  });
  await expect(page.getByRole('status', { name: en.notices.success.title })).toBeVisible();
  expect(storedRequests()).toContain(v.email);
});

test("the form's code is fetched after the page has loaded; before it, at most a small loader", async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const { loadedAt, scripts } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      loadedAt: navigation.loadEventStart,
      scripts: resources
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime, bytes: entry.encodedBodySize })),
    };
  });
  const beforeLoad = scripts.filter((script) => script.startTime < loadedAt);
  const afterLoad = scripts.filter((script) => script.startTime >= loadedAt);
  expect(beforeLoad.reduce((sum, script) => sum + script.bytes, 0), JSON.stringify(beforeLoad)).toBeLessThan(
    LOADER_BUDGET_BYTES,
  );
  expect(afterLoad.length, 'the form is hydrated by code fetched after load').toBeGreaterThan(0);
});

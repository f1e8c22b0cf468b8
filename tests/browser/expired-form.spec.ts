/**
 * A person is never dropped as a bot for being slow: a form whose token expired (a tab left open
 * overnight) comes back with everything typed still in it and one sentence asking to press Send
 * again; pressed, the request is stored. With JavaScript and without, against a server of the
 * fixture build whose token secret this file knows, so it can make a genuine expired token.
 */
import { expect, test } from '@playwright/test';
import { CONTACT_PATH, FORM_TOKEN_ENDPOINT } from '../../consultation-request/endpoint';
import { FAILURE_TEXTS } from '../../consultation-request/failures';
import { FORM_TOKEN_FIELD, FORM_TOKEN_LIFETIME_MS } from '../../consultation-request/formToken';
import { createFormTokens } from '../../server/intake/formToken';
import { fillForm, storedRequests, visitor, waitForHydration } from './support/consultationForm';
import { serverOfTheFile, serveWithToken } from './support/ownServer';

const SECRET = 'the-expired-form-browser-test-secret-0123456789';
const expiredToken = () => createFormTokens(SECRET, 0, () => Date.now() - FORM_TOKEN_LIFETIME_MS - 3_600_000).issue();

// One server for the file, with the secret above.
const own = serverOfTheFile({ FORM_MIN_SECONDS: '0', FORM_TOKEN_SECRET: SECRET });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form comes back filled, with one sentence; Send again stores the request', async ({ page }) => {
    // The page as served a day ago: its token has expired since.
    await serveWithToken(page, `${own.server.url}${CONTACT_PATH}`, expiredToken);
    const v = visitor('Overnight');
    await page.goto(`${own.server.url}${CONTACT_PATH}`);
    const form = await fillForm(page, v);
    await form.getByRole('button', { name: 'Send Request' }).click();

    await expect(form.getByRole('alert')).toHaveText(FAILURE_TEXTS.expired);
    await expect(form.getByLabel('First Name')).toHaveValue(v.firstName);
    await expect(form.getByLabel('Email')).toHaveValue(v.email);
    await expect(form.getByLabel('Brief Description')).toHaveValue(v.description);
    await expect(form.getByLabel('Urgency Level')).toHaveValue('urgent');
    await expect(page.locator(`input[name="${FORM_TOKEN_FIELD}"]`)).not.toHaveValue('');
    expect(await storedRequests(own.dataDir)).not.toContain(v.email);

    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await storedRequests(own.dataDir)).toContain(v.email);
  });
});

test('with JavaScript: the values stay, the sentence shows; Send again stores the request', async ({ page }) => {
  // The token the form fetched a day ago; the next fetch is the server's own.
  let served = 0;
  await page.route(`**${FORM_TOKEN_ENDPOINT}`, async (route) => {
    served += 1;
    if (served > 1) return route.continue();
    const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...answer, token: expiredToken() } });
  });
  const v = visitor('OvernightScript');
  await page.goto(`${own.server.url}${CONTACT_PATH}`);
  await waitForHydration(page);
  const form = await fillForm(page, v);
  await form.getByRole('button', { name: 'Send Request' }).click();

  await expect(form.getByRole('alert')).toContainText(FAILURE_TEXTS.expired);
  await expect(form.getByLabel('First Name')).toHaveValue(v.firstName);
  await expect(form.getByLabel('Brief Description')).toHaveValue(v.description);
  expect(await storedRequests(own.dataDir)).not.toContain(v.email);

  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('button', { name: 'Send another request' })).toBeVisible();
  expect(await storedRequests(own.dataDir)).toContain(v.email);
  expect(served).toBeGreaterThan(1);
});

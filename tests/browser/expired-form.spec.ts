/**
 * A person is never dropped as a bot for being slow: a form whose token expired (a tab left open
 * overnight) comes back with everything typed still in it and one sentence asking to press Send
 * again; pressed, the request is stored. With JavaScript and without, against a server of the
 * fixture build whose token secret this file knows, so it can make a genuine expired token.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_PATH, FORM_TOKEN_ENDPOINT } from '../../consultation-request/endpoint';
import { FAILURE_TEXTS } from '../../consultation-request/failures';
import { FORM_TOKEN_FIELD, FORM_TOKEN_LIFETIME_MS } from '../../consultation-request/formToken';
import { createFormTokens } from '../../server/intake/formToken';
import { spawnServer, type ChildServer } from '../support/childServer';
import { FIXTURE_BUILD_DIR } from '../support/fixtureSite';
import { fillForm, storedRequests, visitor, waitForHydration } from './support/consultationForm';

const SECRET = 'the-expired-form-browser-test-secret-0123456789';
const expiredToken = () => createFormTokens(SECRET, 0, () => Date.now() - FORM_TOKEN_LIFETIME_MS - 3_600_000).issue();

test.describe.configure({ mode: 'serial' });

// One server for the file, with the secret above; its store in a folder of this run's own, made
// here: Playwright loads this file in every worker and in its runner, and only this hook's worker removes it.
let dataDir: string;
let server: ChildServer;
test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expired-form-'));
  const settings = { DIST_DIR: FIXTURE_BUILD_DIR, DATA_DIR: dataDir, FORM_MIN_SECONDS: '0', FORM_TOKEN_SECRET: SECRET };
  server = spawnServer(settings);
  await server.ready;
});
test.afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const form = (page: Page) => page.getByRole('form', { name: 'Book Your Free Consultation' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form comes back filled, with one sentence; Send again stores the request', async ({ page }) => {
    // The page as served a day ago: its token has expired since.
    await page.route(`${server.url}${CONTACT_PATH}`, async (route) => {
      const served = await (await route.fetch()).text();
      const body = served.replace(/(name="form-token" value=")[^"]*"/, `$1${expiredToken()}"`);
      await route.fulfill({ status: 200, contentType: 'text/html', body });
    });
    const v = visitor('Overnight');
    await page.goto(`${server.url}${CONTACT_PATH}`);
    await fillForm(page, v);
    await form(page).getByRole('button', { name: 'Send Request' }).click();

    await expect(form(page).getByRole('alert')).toHaveText(FAILURE_TEXTS.expired);
    await expect(form(page).getByLabel('First Name')).toHaveValue(v.firstName);
    await expect(form(page).getByLabel('Email')).toHaveValue(v.email);
    await expect(form(page).getByLabel('Brief Description')).toHaveValue(v.description);
    await expect(form(page).getByLabel('Urgency Level')).toHaveValue('urgent');
    await expect(page.locator(`input[name="${FORM_TOKEN_FIELD}"]`)).not.toHaveValue('');
    expect(await storedRequests(dataDir)).not.toContain(v.email);

    await form(page).getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await storedRequests(dataDir)).toContain(v.email);
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
  await page.goto(`${server.url}${CONTACT_PATH}`);
  await waitForHydration(page);
  await fillForm(page, v);
  await form(page).getByRole('button', { name: 'Send Request' }).click();

  const inForm = form(page).getByRole('alert');
  await expect(inForm).toContainText(FAILURE_TEXTS.expired);
  await expect(form(page).getByLabel('First Name')).toHaveValue(v.firstName);
  await expect(form(page).getByLabel('Brief Description')).toHaveValue(v.description);
  expect(await storedRequests(dataDir)).not.toContain(v.email);

  await form(page).getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('button', { name: 'Send another request' })).toBeVisible();
  expect(await storedRequests(dataDir)).toContain(v.email);
  expect(served).toBeGreaterThan(1);
});

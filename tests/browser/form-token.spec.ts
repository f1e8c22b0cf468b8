/**
 * The form's time token in a real browser, against a server of the fixture build with the
 * default minimum age of 3 s (the shared e2e servers take any age: playwright.config.ts). Without
 * JavaScript, the page the server serves carries the token: a visitor who takes 3 s is stored, a
 * post sent sooner (autofilled, within a second on an idle machine) is thanked and dropped. With JavaScript, the form fetches its token and
 * sends no sooner than 3 s after it came, so even a quick visitor is stored.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../messages/en';
import { CONSULTATION_ENDPOINT, CONTACT_PATH, FORM_TOKEN_ENDPOINT } from '../../consultation-request/endpoint';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import { createFormTokens } from '../../server/intake/formToken';
import { fixtureBuildFile } from '../support/fixtureSite';
import { fillForm, filledValues, storedRequests, visitor, waitForHydration } from './support/consultationForm';
import { serverOfTheFile, serveWithToken } from './support/ownServer';

const MIN_AGE_MS = 3000;
const SECRET = 'the-form-token-browser-test-secret-0123456789';
const TOKEN_INPUT = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]*)"`);

// One server for the file; its tests read its log and its store. FORM_MIN_SECONDS empty: unset,
// whatever the environment says, so the default applies.
const own = serverOfTheFile({ FORM_MIN_SECONDS: '', FORM_TOKEN_SECRET: SECRET });

const contactUrl = () => `${own.server.url}${CONTACT_PATH}`;
const spamLines = (reason: string) =>
  own.server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"spam"') && line.includes(`"reason":"${reason}"`));

test('/contact is the built page with a fresh token in its form, never cached', async ({ request }) => {
  const built = fs.readFileSync(fixtureBuildFile(CONTACT_PATH), 'utf8');
  expect(TOKEN_INPUT.exec(built)?.[1]).toBe('');
  const tokens: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await request.get(contactUrl());
    expect(response.headers()['cache-control']).toBe('no-store');
    const html = await response.text();
    const token = TOKEN_INPUT.exec(html)?.[1] ?? '';
    expect(token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    expect(html.replace(`value="${token}"`, 'value=""')).toBe(built);
    tokens.push(token);
  }
  expect(tokens[0]).not.toBe(tokens[1]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor who takes 3 s lands on /thank-you, and the request is stored', async ({ page }) => {
    // The page as the server served it 3 s ago, instead of waiting 3 s: its token was issued then.
    await serveWithToken(page, contactUrl(), () =>
      createFormTokens(SECRET, 0, () => Date.now() - MIN_AGE_MS - 200).issue(),
    );
    const v = visitor('TokenPatient');
    await page.goto(contactUrl());
    const form = await fillForm(page, v);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await storedRequests(own.dataDir)).toContain(v.email);
  });

  test('a post sooner than 3 s after the page came lands on /thank-you all the same; nothing is stored', async ({
    page,
  }) => {
    // Well under a second on an idle machine. A machine so busy that the post came after 3 s
    // had it rightly stored: that attempt proves nothing, and the next one is made.
    for (let attempt = 1; ; attempt += 1) {
      const v = visitor(`TokenHasty${attempt}`);
      const refusedBefore = spamLines('too-fast').length;
      const took = await sendAtOnce(page, v);
      console.log(`attempt ${attempt}: sent at most ${took} ms after the page was asked for`);
      await expect(page).toHaveURL(/\/thank-you$/);
      if (!(await storedRequests(own.dataDir)).includes(v.email)) {
        // The server writes its log in blocks, at the latest 100 ms later (server/logger.ts).
        await expect.poll(() => spamLines('too-fast').length).toBe(refusedBefore + 1);
        return;
      }
      expect(took, 'a post sent under 3 s after its page was stored').toBeGreaterThanOrEqual(MIN_AGE_MS);
      expect(attempt, 'three attempts all took over 3 s from page to post: the machine is too busy').toBeLessThan(3);
    }
  });
});

/**
 * Loads /contact and sends it at once, every field filled in one go as a browser's autofill or a
 * bot does (typing field by field takes a busy test machine seconds); the click that sends is a
 * real one, so the browser checks the form. Resolves with the time from asking for the page to
 * sending the post: more than the token's age when it reaches the server.
 */
async function sendAtOnce(page: Page, v: ReturnType<typeof visitor>): Promise<number> {
  const asked = Date.now();
  await page.goto(contactUrl(), { waitUntil: 'domcontentloaded' });
  const posted = page.waitForRequest((request) => request.url().endsWith(CONSULTATION_ENDPOINT));
  const form = page.getByRole('form', { name: 'Book Your Free Consultation' });
  await form.evaluate((element: HTMLFormElement, given) => {
    for (const [name, value] of Object.entries(given)) {
      (element.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value = value;
    }
  }, filledValues(v));
  await form.getByRole('button', { name: 'Send Request' }).click();
  await posted;
  return Date.now() - asked;
}

test('with JavaScript, the form fetches its token and sends 3 s after it came at the earliest: stored', async ({
  page,
}) => {
  const v = visitor('TokenScripted');
  const tokenAnswer = page.waitForResponse((response) => response.url().endsWith(FORM_TOKEN_ENDPOINT));
  await page.goto(contactUrl());
  await waitForHydration(page);
  const { token } = (await (await tokenAnswer).json()) as { token: string };
  const tokenCame = Date.now();
  const form = await fillForm(page, v);
  const sent = page.waitForRequest((request) => request.url().endsWith(CONSULTATION_ENDPOINT));
  await form.getByRole('button', { name: 'Send Request' }).click();
  // A visitor quicker than the minimum age sees the form sending while it waits. Typing can take
  // a busy machine longer than that age: then there is no wait to see, and the post's timing
  // below is what is checked.
  if (Date.now() - tokenCame < MIN_AGE_MS - 1000) {
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  }
  const post = await sent;
  expect(Date.now() - tokenCame).toBeGreaterThanOrEqual(MIN_AGE_MS);
  expect((post.postDataJSON() as Record<string, unknown>)[FORM_TOKEN_FIELD]).toBe(token);
  await expect(page.getByRole('status', { name: en.notices.success.title })).toContainText(
    en.notices.success.description,
  );
  expect(await storedRequests(own.dataDir)).toContain(v.email);
  expect(own.server.output()).not.toContain('"msg":"no form token"');
});

/**
 * A page on another website cannot make a visitor's Chromium send our consultation form:
 * neither by posting a form nor by a `no-cors` fetch. Nothing is stored or mailed.
 */
import { expect, test } from '@playwright/test';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from '../../lib/chromium';
import { filledValues, storedRequests, visitor } from './support/consultationForm';

// Chromium refuses a page's requests to the local network on its own; an attacker's page
// would reach a server on the internet all the same, so this test lets it through.
test.use({
  launchOptions: {
    ...TEST_CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...TEST_CHROMIUM_LAUNCH_OPTIONS.args,
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  },
});

/**
 * The other website: our own port under the name `localhost`, which is another site than
 * 127.0.0.1 to the browser, yet on the loopback like us, so Chromium's private-network rules
 * let its requests through to our server, as they would from any site a visitor opens.
 */
function otherSite(baseURL: string | undefined): string {
  return `http://localhost:${new URL(baseURL!).port}`;
}

/** A whole request, valid but for where it comes from. */
const fields = (email: string) => ({ ...filledValues(visitor('CrossSite')), email });

test('a form on another website that posts to ours lands on a page that says it was not sent', async ({
  page,
  baseURL,
}) => {
  const email = 'cross.form@example.org';
  const inputs = Object.entries(fields(email))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.route(`${otherSite(baseURL)}/free-prize`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${baseURL}${CONSULTATION_ENDPOINT}">${inputs}</form><script>document.forms[0].submit()</script>`,
    }),
  );
  await page.goto(`${otherSite(baseURL)}/free-prize`);
  await page.waitForURL(/\/contact\/errors\?reason=cross-site$/);
  await expect(page.locator('main')).toContainText('Your request came from another website, so it was not sent.');
  expect(await storedRequests()).not.toContain(email);
});

test('a no-cors fetch from another website stores nothing', async ({ page, baseURL }) => {
  const email = 'cross.fetch@example.org';
  await page.route(`${otherSite(baseURL)}/hello`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Hello</p>' }),
  );
  // The server answers; the browser then hides the answer from the other site
  // (Cross-Origin-Resource-Policy), which still proves the request arrived.
  const arrived = new Promise<boolean>((resolve) => {
    page.on('requestfinished', (request) => request.url().endsWith(CONSULTATION_ENDPOINT) && resolve(true));
    page.on('requestfailed', (request) => {
      if (!request.url().endsWith(CONSULTATION_ENDPOINT)) return;
      resolve(/ERR_BLOCKED_BY_RESPONSE/.test(request.failure()?.errorText ?? ''));
    });
  });
  await page.goto(`${otherSite(baseURL)}/hello`);
  await page.evaluate(
    ({ url, body }) =>
      fetch(url, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      }).catch(() => undefined),
    { url: `${baseURL}${CONSULTATION_ENDPOINT}`, body: new URLSearchParams(fields(email)).toString() },
  );
  expect(await arrived, 'the request reached the server').toBe(true);
  expect(await storedRequests()).not.toContain(email);
});

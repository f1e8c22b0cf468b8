/**
 * The site's Content Security Policy holds on every page, with the contact form in use: no
 * script, style or request of ours is refused, and no page asks another host for anything. Chromium
 * reports each refusal as a `securitypolicyviolation` event, collected here from the first moment of each page.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillForm, openForm, visitor } from './support/consultationForm';
import { loadSettled } from './support/settled';
import { routes } from './support/site';

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return async () => [
    ...refusals,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('no page breaks the Content Security Policy or asks another host for anything', async ({ page, baseURL }) => {
  const violations = await recordViolations(page);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  for (const route of [...routes, '/no-such-page']) await loadSettled(page, () => page.goto(route));
  expect(await violations()).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the contact form and its notices break no rule of the Content Security Policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const form = await openForm(page);
  // An empty send shows errors; a notice appears for each answer of the server.
  await form.getByRole('button', { name: 'Send Request' }).click();
  await fillForm(page, visitor('Csp'));
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

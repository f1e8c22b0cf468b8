import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { absoluteUrl } from '../../content-pipeline/routes';
import path from 'node:path';
import { FIXTURE_CLIENT_DIR, fixtureBuildFile } from '../support/fixtureSite';
import { content, redirects } from './support/site';

test('each alias: the server answers 301 to its page, and the browser lands there', async ({ page, request }) => {
  // One page for every alias: a test's fresh browser context costs more than the visit itself.
  for (const { from, to } of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
    await page.goto(from);
    expect(new URL(page.url()).pathname, from).toBe(to);
  }
});

test('each alias is also prerendered for static hosts: refresh, canonical, noindex, location.replace', () => {
  for (const { from, to } of redirects) {
    const html = fs.readFileSync(fixtureBuildFile(from), 'utf8');
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(content, to)}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<script src="/scripts/redirect.js" data-target="${to}"></script>`);
  }
});

test('a static host serving an alias page replaces it in the history', async ({ page }) => {
  const { from, to } = redirects[0]!;
  // Serve the prerendered alias file as a static host would (our own server answers 301 instead).
  await page.route(`**/static-host${from}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: fs.readFileSync(fixtureBuildFile(from), 'utf8') }),
  );
  await page.goto('/about');
  await page.goto(`/static-host${from}`);
  await page.waitForURL((url) => url.pathname === to);
  // Back skips the alias: it was replaced, not stacked.
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/about');
});

test('_redirects has one "alias target 301" line per alias', () => {
  const lines = fs.readFileSync(path.join(FIXTURE_CLIENT_DIR, '_redirects'), 'utf8').trim().split('\n');
  expect(lines.sort()).toEqual(redirects.map((r) => `${r.from} ${r.to} 301`).sort());
});

test('an unknown path: 404, the not-found page, the path logged to the console', async ({ page }) => {
  const messages: string[] = [];
  // A warning, not an error: audits count console errors against a page that works as meant.
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect.poll(() => messages.join('\n')).toMatch(/^warning: .*\/no-such-page$/m);
  expect(fs.existsSync(fixtureBuildFile('/404.html'))).toBe(true);
});

test('capitals or a trailing slash lead to the canonical page or alias target (301)', async ({ page, request }) => {
  const typed = [
    { from: '/who-we-are/', to: '/who-we-are' },
    { from: '/Contact', to: '/contact' },
    { from: '/WHAT-WE-DO', to: '/what-we-do' },
    { from: '/Services/Family-Law/', to: '/services/family-law' },
    { from: '/Contact-Us', to: '/contact' },
    { from: '/Contact?ref=card', to: '/contact?ref=card' },
  ];
  for (const { from, to } of typed) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
  await page.goto('/WHAT-WE-DO');
  expect(new URL(page.url()).pathname).toBe('/what-we-do');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A capitalised address of no page is still unknown.
  expect((await request.get('/No-Such-Page', { maxRedirects: 0 })).status()).toBe(404);
});

test("a French page answers its English original's aliases under /fr, as the English page does", async ({
  request,
}) => {
  for (const [from, to] of [
    ['/fr/contact-us', '/fr/contact'],
    ['/fr/team', '/fr/qui-sommes-nous'],
    ['/fr/family', '/fr/services/droit-de-la-famille'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([response.status(), response.headers()['location']], from).toEqual([301, to]);
  }
});

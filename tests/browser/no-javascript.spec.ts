import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { fixtureBuildFile } from '../support/fixtureSite';
import { menuButton, siteMenu } from './support/menus';
import { content, routes } from './support/site';

/** Pages allowed a script, and why. Every other page must ship none. */
const SCRIPTED_PAGES: Record<string, string> = {
  '/who-we-are': 'profile tabs (enhancement)',
  '/contact': 'the consultation form',
  '/search': 'the search box',
};
const ENHANCEMENT_BUDGET_GZIP_BYTES = 2048;

function htmlFile(route: string): string {
  return route === '/404' ? fixtureBuildFile('/404.html') : fixtureBuildFile(route);
}

function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
}

test('pages with nothing interactive ship no JavaScript: no <script src>, no inline code', () => {
  for (const route of [...routes, '/404']) {
    const html = fs.readFileSync(htmlFile(route), 'utf8');
    // JSON (JSON-LD, the form's props) is data, not code: the one kind of inline <script> allowed.
    const inlineCode = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)];
    expect(inlineCode, `${route} has inline script`).toEqual([]);
    if (!(route in SCRIPTED_PAGES) && route !== '/404') expect(scriptSources(html), route).toEqual([]);
  }
});

test('enhancement scripts stay within 2 KB gzipped per page', () => {
  const budgets: string[] = [];
  for (const route of ['/who-we-are', '/404']) {
    const bytes = scriptSources(fs.readFileSync(htmlFile(route), 'utf8'))
      .map((src) => zlib.gzipSync(fs.readFileSync(fixtureBuildFile(src))).length)
      .reduce((a, b) => a + b, 0);
    budgets.push(`${route}: ${bytes} B gzipped`);
    expect(bytes, route).toBeLessThanOrEqual(ENHANCEMENT_BUDGET_GZIP_BYTES);
  }
  console.log(`script budget: ${budgets.join(', ')}`);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('Who We Are shows both panels of every profile, fully visible', async ({ page }) => {
    await page.goto('/who-we-are');
    for (const member of content.team) {
      const profile = page.getByRole('article', { name: member.frontmatter.name });
      await expect(profile.getByRole('heading', { name: 'About', exact: true })).toBeVisible();
      await expect(profile.getByRole('heading', { name: 'Education and Background' })).toBeVisible();
      for (const line of member.frontmatter.education) await expect(profile.getByText(line)).toBeVisible();
      await expect(profile.getByRole('link', { name: member.frontmatter.email })).toBeVisible();
    }
  });

  test('the narrow-screen menu opens and lists every page and practice area', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await menuButton(page).click();
    const menu = siteMenu(page).getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'Who We Are' })).toBeVisible();
    for (const service of content.services) {
      await expect(menu.getByRole('link', { name: service.frontmatter.title })).toBeVisible();
    }
  });
});

test('the home page weighs under 100 KB as it travels, everything from its own host', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  for (const width of [375, 1280]) {
    // A fresh context each time: nothing comes from the cache.
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const responses: { url: string; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      const sizes = response.request().sizes();
      responses.push({ url: response.url(), bytes: sizes.then((s) => s.responseHeadersSize + s.responseBodySize) });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const total = (await Promise.all(responses.map((response) => response.bytes))).reduce((a, b) => a + b, 0);
    console.log(`home page at ${width} px: ${(total / 1024).toFixed(1)} KB in ${responses.length} responses`);
    expect(total, `at ${width} px`).toBeLessThan(100 * 1024);
    for (const { url } of responses) expect(new URL(url).origin, url).toBe(new URL(baseURL).origin);
    await context.close();
  }
});

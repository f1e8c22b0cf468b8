import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { absoluteUrl, listIndexableSlugs } from '../../siteContent/routes';
import path from 'node:path';
import { FIXTURE_CLIENT_DIR } from '../support/fixtureSite';
import { content, redirects, routes, site } from './support/site';

test('each page has its own title, description, canonical URL and Open Graph tags', async ({ page }) => {
  const titles = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    const title = await page.title();
    expect(titles.has(title), `duplicate title ${title}`).toBe(false);
    titles.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(content, route));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', absoluteUrl(content, route));
  }
});

test('sitemap.xml lists every canonical page, no alias, not /thank-you; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(
    listIndexableSlugs(site)
      .map((slug) => absoluteUrl(content, slug))
      .sort(),
  );
  expect(locs).not.toContain(absoluteUrl(content, '/thank-you'));
  for (const { from } of redirects) expect(locs).not.toContain(absoluteUrl(content, from));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl(content, '/sitemap.xml')}`);
});

test('/thank-you is noindex', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('home and contact carry LegalService JSON-LD with address, phones, e-mail, hours, area served', async ({
  page,
}) => {
  for (const route of ['/', '/contact']) {
    await page.goto(route);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json['@type']).toBe('LegalService');
    expect(json.address.addressLocality).toBe(content.facts.address.city);
    expect(json.address.streetAddress).toBe(content.facts.address.street);
    expect(json.telephone).toEqual(content.facts.phones.map((p) => p.dial));
    expect(json.email).toBe(content.facts.email);
    expect(json.openingHoursSpecification).toHaveLength(2);
    expect(json.areaServed.name).toContain('Ontario');
  }
});

test('no request leaves for another host, and hero images are modern formats sized for their slot', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
  const images = fs.readdirSync(path.join(FIXTURE_CLIENT_DIR, 'images/heroes'));
  expect(images.every((name) => name.endsWith('.webp'))).toBe(true);
});

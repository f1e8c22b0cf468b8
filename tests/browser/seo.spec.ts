/**
 * What search engines and link previews read of the fixture build: each page's own title, description,
 * canonical address and Open Graph tags, the sitemap and robots.txt, noindex where the content asks for it,
 * the firm's LegalService data, the hero picture sized for the screen, the sharing image, the icons and the web app
 * manifest (no request to another host: csp.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { absoluteUrl, listIndexablePages } from '../../content-pipeline/routes';
import { content, redirects, routes, site } from './support/site';

test('sitemap.xml lists every canonical page, no alias, not /thank-you; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(
    listIndexablePages(site)
      .map((page) => absoluteUrl(content, page.path))
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

test("the hero picture is the build's AVIF copy at the width of the screen: a phone downloads the small one", async ({
  page,
}) => {
  /** The address of the hero picture the browser chose, once it has loaded. */
  const heroSource = async (on: Page) => {
    const hero = on.locator('section[aria-labelledby="page-heading"] picture img');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    return hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  };
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  expect(await heroSource(page)).toMatch(/\/assets\/pictures\/[\w-]+-800\.avif$/);
  // A new page at 1280 px, so the browser chooses afresh rather than keep the copy it has.
  const wide = await page.context().newPage();
  await wide.setViewportSize({ width: 1280, height: 800 });
  await wide.goto('/');
  expect(await heroSource(wide)).toMatch(/-1600\.avif$/);
  await wide.close();
});

/** Width and height from a PNG's IHDR chunk (bytes 16–23), to check the picture served is the size the head states. */
function pngSize(body: Buffer): { width: number; height: number } {
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("each page's head: its own title, description, canonical URL, Open Graph tags and 1200×630 sharing PNG, the icons", async ({
  page,
  request,
}) => {
  // One sweep for everything the head holds: a page's load costs more than reading its head.
  const titles = new Set<string>();
  for (const route of [...routes, '/no-such-page']) {
    await page.goto(route);
    const head = (selector: string) => expect(page.locator(selector), route);
    if (route !== '/no-such-page') {
      const title = await page.title();
      expect(titles.has(title), `duplicate title ${title}`).toBe(false);
      titles.add(title);
      await head('meta[name="description"]').toHaveAttribute('content', /.{50,}/);
      await head('link[rel="canonical"]').toHaveAttribute('href', absoluteUrl(content, route));
      await head('meta[property="og:title"]').toHaveAttribute('content', title);
      await head('meta[property="og:url"]').toHaveAttribute('content', absoluteUrl(content, route));
      await head('link[rel="icon"][href="/favicon.ico"]').toHaveCount(1);
      await head('link[rel="icon"][href="/favicon.svg"]').toHaveCount(1);
      await head('link[rel="apple-touch-icon"]').toHaveAttribute('href', '/apple-touch-icon.png');
      await head('link[rel="manifest"]').toHaveAttribute('href', '/site.webmanifest');
      await head('meta[name="theme-color"]').toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
    }
    await head('meta[property="og:image"]').toHaveAttribute('content', absoluteUrl(content, '/og-image.png'));
    await head('meta[property="og:image:width"]').toHaveAttribute('content', '1200');
    await head('meta[property="og:image:height"]').toHaveAttribute('content', '630');
    await head('meta[property="og:image:alt"]').toHaveAttribute('content', /\S/);
    await head('meta[name="twitter:card"]').toHaveAttribute('content', 'summary_large_image');
  }
  const types: Record<string, RegExp> = {
    // The sharing image's absolute URL names the public site (SITE_URL); its path is what this server must answer.
    '/og-image.png': /^image\/png$/,
    '/favicon.ico': /^image\/(vnd\.microsoft\.icon|x-icon)$/,
    '/apple-touch-icon.png': /^image\/png$/,
    '/site.webmanifest': /^application\/manifest\+json(; charset=utf-8)?$/,
  };
  for (const [urlPath, type] of Object.entries(types)) {
    const answer = await request.get(urlPath);
    expect(answer.status(), urlPath).toBe(200);
    expect(answer.headers()['content-type'], urlPath).toMatch(type);
  }
  expect(pngSize(await (await request.get('/og-image.png')).body())).toEqual({ width: 1200, height: 630 });
  const ico = await (await request.get('/favicon.ico')).body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)], 'ICO header: reserved 0, type 1').toEqual([0, 1]);
  expect(ico.readUInt16LE(4), 'images in the ICO').toBeGreaterThanOrEqual(2);
  expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual({ width: 180, height: 180 });
});

test("Chromium reads the web app manifest without errors: the firm's names, the pages' theme colour, icons that load", async ({
  page,
  request,
}) => {
  await page.goto('/');
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  // The browser fetches and parses the manifest as it would to install the site, under the page's CSP.
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe('/site.webmanifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as {
    name: string;
    short_name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: content.facts.firmName,
    short_name: content.facts.shortName,
    start_url: '/',
    theme_color: themeColor,
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toBe(icon.type);
    const { width, height } = pngSize(await answer.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

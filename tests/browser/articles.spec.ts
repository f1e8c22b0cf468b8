/**
 * The articles on the fixture build: 12 published (newest 2026-10-20, oldest 2025-12-08) and
 * one draft. Lists, article pages, the latest guides on practice areas and profiles, the feed,
 * and that none of it needs JavaScript.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test, type Page } from '@playwright/test';
import { absoluteUrl } from '../../content-pipeline/routes';
import { articleRoutes, content } from './support/site';

/** The fixture's published articles, newest first, as the lists must show them. */
const NEWEST_FIRST = [
  'First Steps After a Separation',
  'How Child Support Is Worked Out',
  'Buying Your First Home in Ontario',
  'Should You Incorporate Your Business',
  'Termination Pay and Severance Pay',
  'Slip and Fall Claims and Their Deadlines',
  'Extending a Work Permit Before It Expires',
  'Changing Schools on a Study Permit',
  'Dividing Property After Marriage Ends',
  'Why Shareholder Agreements Matter',
  'Workplace Harassment and Your Rights',
  'When Spousal Support Can Change',
];
const DRAFT = { title: 'A Draft Guide to Family Mediation', slug: '/insights/draft-mediation-guide' };

const listedTitles = (page: Page) => page.locator('main ol li article h2').allTextContents();

test.describe('the list of articles', () => {
  test('shows the newest ten first, then the rest on page 2, with dates, authors and summaries', async ({ page }) => {
    await page.goto('/insights');
    await expect(page.locator('h1')).toHaveText('Insights');
    expect(await listedTitles(page)).toEqual(NEWEST_FIRST.slice(0, 10));
    const first = page.locator('main ol li article').first();
    await expect(first.locator('time')).toHaveAttribute('datetime', '2026-10-20');
    await expect(first.locator('time')).toHaveText('October 20, 2026');
    await expect(first).toContainText('By Alexandra Reid');
    await expect(first).toContainText('A plain-language guide to first Steps After a Separation');
    await expect(first.getByRole('link', { name: NEWEST_FIRST[0] })).toHaveAttribute(
      'href',
      '/insights/separation-first-steps',
    );

    await page.goto('/insights/page/2');
    await expect(page.locator('h1')).toHaveText('Insights');
    await expect(page.locator('main')).toContainText('Page 2 of 2');
    expect(await listedTitles(page)).toEqual(NEWEST_FIRST.slice(10));
    await expect(page).toHaveTitle('Insights, page 2 of 2 | Lakeshore Law');
  });

  test('links its pages: numbers, newer and older, and marks the page shown', async ({ page }) => {
    await page.goto('/insights');
    const pages = page.getByRole('navigation', { name: 'Pages of insights' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Newer articles' })).toHaveCount(0);
    await pages.getByRole('link', { name: 'Older articles' }).click();
    await expect(page).toHaveURL(/\/insights\/page\/2$/);
    const second = page.getByRole('navigation', { name: 'Pages of insights' });
    await expect(second.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(second.getByRole('link', { name: 'Older articles' })).toHaveCount(0);
    await second.getByRole('link', { name: 'Newer articles' }).click();
    await expect(page).toHaveURL(/\/insights$/);
  });

  test('a page past the last is not found', async ({ request }) => {
    expect((await request.get('/insights/page/3')).status()).toBe(404);
    expect((await request.get('/insights/page/1')).status()).toBe(404);
  });

  test('lists by practice area and by author, newest first', async ({ page }) => {
    await page.goto('/insights/area/family-law');
    await expect(page.locator('h1')).toHaveText('Guides on Family Law');
    expect(await listedTitles(page)).toEqual([
      'First Steps After a Separation',
      'How Child Support Is Worked Out',
      'Dividing Property After Marriage Ends',
      'When Spousal Support Can Change',
    ]);
    await page.goto('/insights/author/michael-tan');
    await expect(page.locator('h1')).toHaveText('Guides by Michael Tan');
    expect(await listedTitles(page)).toEqual([
      'Extending a Work Permit Before It Expires',
      'Changing Schools on a Study Permit',
    ]);
    await expect(page.getByRole('link', { name: 'All insights' })).toHaveAttribute('href', '/insights');
  });
});

test.describe('an article', () => {
  test('shows its days, its author linked to the profile, its areas, the legal notice and the way to a consultation', async ({
    page,
  }) => {
    await page.goto('/insights/child-support-basics');
    await expect(page.locator('h1')).toHaveText('How Child Support Is Worked Out');
    const byline = page.locator('main p', { hasText: 'By Alexandra Reid' });
    await expect(byline.locator('time').first()).toHaveAttribute('datetime', '2026-09-30');
    await expect(byline).toContainText('September 30, 2026 · Updated October 25, 2026 · By Alexandra Reid');
    await byline.getByRole('link', { name: 'Alexandra Reid' }).click();
    await expect(page).toHaveURL(/\/who-we-are#team-alexandra-reid$/);
    await expect(page.locator('#team-alexandra-reid')).toContainText('Alexandra Reid');

    await page.goto('/insights/property-division');
    await expect(page.locator('main')).toContainText('Practice areas: Family Law, Real Estate Law');
    await expect(page.getByRole('link', { name: 'Real Estate Law', exact: true }).last()).toHaveAttribute(
      'href',
      '/services/real-estate-law',
    );
    await expect(page.locator('main')).toContainText('This article is general information, not legal advice');
    await expect(page.getByRole('link', { name: 'Read our legal notice' })).toHaveAttribute('href', '/legal-notice');
    // The form opens with the guide's first practice area chosen.
    await expect(page.getByRole('link', { name: 'Get Your Free Consultation' })).toHaveAttribute(
      'href',
      '/contact?area=family#consultation-form',
    );
  });

  test('describes itself to search engines: Article data, Open Graph days, canonical address', async ({ page }) => {
    await page.goto('/insights/child-support-basics');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'How Child Support Is Worked Out',
      datePublished: '2026-09-30',
      dateModified: '2026-10-25',
      author: {
        '@type': 'Person',
        name: 'Alexandra Reid',
        url: absoluteUrl(content, '/who-we-are#team-alexandra-reid'),
      },
      mainEntityOfPage: absoluteUrl(content, '/insights/child-support-basics'),
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', '2026-09-30');
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', '2026-10-25');
  });

  test('a draft is not built, listed, fed or mapped', async ({ page, request }) => {
    expect((await request.get(DRAFT.slug)).status()).toBe(404);
    for (const path of ['/insights', '/insights/area/family-law', '/insights/author/alexandra-reid']) {
      await page.goto(path);
      expect(await listedTitles(page), path).not.toContain(DRAFT.title);
    }
    expect(await (await request.get('/insights/feed.xml')).text()).not.toContain(DRAFT.slug);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(DRAFT.slug);
  });
});

test.describe('the latest guides elsewhere', () => {
  test('a practice area shows its three latest guides and links to all of them', async ({ page }) => {
    await page.goto('/services/family-law');
    const section = page.locator('main section', { has: page.getByRole('heading', { name: 'Guides on Family Law' }) });
    expect(await section.locator('li article h3').allTextContents()).toEqual([
      'First Steps After a Separation',
      'How Child Support Is Worked Out',
      'Dividing Property After Marriage Ends',
    ]);
    await section.getByRole('link', { name: 'All 4 guides on Family Law' }).click();
    await expect(page).toHaveURL(/\/insights\/area\/family-law$/);
  });

  test('a practice area without guides shows no such section', async ({ page }) => {
    await page.goto('/services/tort-negligence');
    await expect(page.getByRole('heading', { name: 'Guides on Tort and Negligence' })).toHaveCount(1);
    await page.goto('/services/employment-law');
    await expect(page.getByRole('link', { name: 'All 2 guides on Employment Law' })).toHaveCount(1);
  });

  test("each profile lists its author's latest guides and links to all of them", async ({ page }) => {
    await page.goto('/who-we-are');
    const alexandra = page.locator('#team-alexandra-reid');
    // Her three latest are the three newest of all.
    expect(await alexandra.locator('li article h5').allTextContents()).toEqual(NEWEST_FIRST.slice(0, 3));
    await expect(alexandra.getByRole('link', { name: 'All 10 guides by Alexandra Reid' })).toHaveAttribute(
      'href',
      '/insights/author/alexandra-reid',
    );
    const michael = page.locator('#team-michael-tan');
    await expect(michael.locator('li article h5')).toHaveCount(2);
    await expect(michael.getByRole('link', { name: 'All 2 guides by Michael Tan' })).toBeVisible();
  });
});

test('the feed is a valid Atom feed of the published articles, newest first, with absolute links that work', async ({
  page,
  request,
}) => {
  const response = await request.get('/insights/feed.xml');
  expect(response.status()).toBe(200);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe('atom');
  expect(feed.title).toBe('Insights, Lakeshore Law');
  expect(feed.url).toBe(absoluteUrl(content, '/insights'));
  expect(feed.self).toBe(absoluteUrl(content, '/insights/feed.xml'));
  expect(feed.items.map((item) => item.title)).toEqual(NEWEST_FIRST);
  const child = feed.items[1];
  expect(child?.url).toBe(absoluteUrl(content, '/insights/child-support-basics'));
  expect(child?.published?.toISOString()).toBe('2026-09-30T00:00:00.000Z');
  expect(child?.updated?.toISOString()).toBe('2026-10-25T00:00:00.000Z');
  expect(child?.authors.map((author) => author.name)).toEqual(['Alexandra Reid']);
  expect(child?.categories.map((category) => category.label)).toEqual(['Family Law']);
  // Every entry's address is this site's page, on the site's own origin.
  for (const item of feed.items) {
    const url = new URL(item.url ?? '');
    expect(url.origin).toBe(new URL(absoluteUrl(content, '/')).origin);
    expect((await request.get(url.pathname)).status(), url.pathname).toBe(200);
  }
  // Every page tells feed readers where the feed is.
  await page.goto('/about');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/insights/feed.xml',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lists, an article and a practice area load no script at all; the profiles show their guides', async ({
    page,
  }) => {
    const [article = '', ...lists] = articleRoutes;
    for (const path of [article, ...lists, '/services/family-law']) {
      await page.goto(path);
      await expect(page.locator('main h1'), path).toBeVisible();
      if (path !== article) await expect(page.locator('main li article').first(), path).toBeVisible();
      // JSON-LD is data, not a script that runs.
      await expect(page.locator('script:not([type="application/ld+json"])'), path).toHaveCount(0);
    }
    // Who We Are's tabs are a script that only improves the page: the guides are there without it.
    await page.goto('/who-we-are');
    await expect(page.locator('#team-michael-tan li article h5').first()).toBeVisible();
  });
});

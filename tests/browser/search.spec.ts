/**
 * The site's search, on the fixture build: the index is made from each page's main content, so a
 * word of a guide's title finds the guide and a word only in the footer finds nothing; drafts are
 * never built, so never found; the box works from the keyboard and says how many pages it found;
 * the search's WebAssembly breaks no rule of the page's security policy (without JavaScript:
 * search-relevance.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '../../content-pipeline/loadContent';
import { formatDay } from '../../lib/formatDay';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';
import { content } from './support/site';

const searchPath = content.pages.find((page) => page.name === 'search')!.frontmatter.slug;
const guide = content.articles.find((article) => article.name === 'property-division')!.frontmatter;
const word = guide.title.split(' ')[0]!;
const draft = loadContent(FIXTURE_CONTENT_DIR, { drafts: 'include' }).articles.find(
  (article) => article.frontmatter.draft,
)!.frontmatter;
/** The first word of the tagline, which the footer shows and no page's text (checked below). */
const footerWord = content.facts.tagline.split(/\s+/)[0]!;

const status = (page: Page) => page.getByRole('status');
const results = (page: Page) => page.locator('#site-search-results > li');

async function search(page: Page, words: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(words);
  await page.getByRole('button', { name: 'Search' }).click();
}

test("a word of a guide's title finds it: its title as a link, what it is, its day, the word marked", async ({
  page,
}) => {
  await page.goto(searchPath);
  await search(page, word);
  await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for “${word}”`));
  const found = results(page).filter({ has: page.locator(`a[href="${guide.slug}"]`) });
  await expect(found).toHaveCount(1);
  await expect(found.getByRole('heading', { level: 2 })).toHaveText(guide.title);
  await expect(found).toContainText(`Guide · ${formatDay(guide.date)}`);
  await expect(found.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  // The address keeps the search, so it can be shared and reloaded.
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await page.reload();
  await expect(results(page).filter({ has: page.locator(`a[href="${guide.slug}"]`) })).toHaveCount(1);
});

test('a word only in the footer finds nothing, and a draft is never found', async ({ page }) => {
  // Search matches a word's stem ("dedication" finds "dedicated"): no page's text may hold it.
  const stem = new RegExp(footerWord.slice(0, 6), 'i');
  const bodies = fs
    .readdirSync(FIXTURE_CONTENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'));
  expect(bodies.filter((file) => stem.test(fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), 'utf8')))).toEqual([]);
  await page.goto(searchPath);
  await search(page, footerWord);
  await expect(status(page)).toHaveText(`No results for “${footerWord}”. Try another word, or browse below.`);
  await expect(results(page)).toHaveCount(0);
  await search(page, draft.title);
  await expect(status(page)).toHaveText(/results? for|No results/);
  await expect(page.locator(`#site-search-results a[href="${draft.slug}"]`)).toHaveCount(0);
});

test("the practice-area filter keeps a guide's areas only", async ({ page }) => {
  const [inArea] = guide.areas;
  const area = content.services.find((service) => service.name === inArea)!.frontmatter.title;
  const other = content.services.find((service) => !guide.areas.includes(service.name))!.frontmatter.title;
  await page.goto(searchPath);
  await page.getByLabel('Guides on').selectOption(area);
  await search(page, word);
  await expect(page.locator(`#site-search-results a[href="${guide.slug}"]`)).toHaveCount(1);
  await page.getByLabel('Guides on').selectOption(other);
  await expect(status(page)).toHaveText(
    `No results for “${word}” in guides on ${other}. Try another word, or browse below.`,
  );
});

test('keyboard only: type, Enter, hear the count, Tab to the first result', async ({ page }) => {
  await page.goto(searchPath);
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  while (!(await box.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^\d+ results? for/);
  // The filter, the button, then the first result.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  const first = results(page).first().getByRole('link');
  await expect(first).toBeFocused();
});

test("the header's search link and the not-found page's search box lead to the search page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(searchPath);
  await page.goto('/no-such-page');
  await page.getByRole('searchbox', { name: 'Search the site for it' }).fill('property');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${searchPath}?q=property`);
  await expect(status(page)).toHaveText(/^\d+ results? for “property”/);
});

test('searching breaks no rule of the security policy, and only the search page loads its code', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|WebAssembly/i.test(message.text())) refused.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(guide.slug);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await page.goto(searchPath);
  await search(page, word);
  await expect(results(page).first()).toBeVisible();
  expect(scripts.some((path) => path.startsWith('/pagefind/'))).toBe(true);
  expect(refused).toEqual([]);
});

/**
 * What a visitor means, on the fixture build and its real Pagefind index: a table of the words
 * clients type (typos, plurals, French) and the page each must find first (practice areas before
 * guides, guides before notices); a search for an area the firm does not practise answers so first,
 * with the Law Society Referral Service; everyday questions (support/everydayQueries.ts) find
 * their page first; a word one typo away is read as the listed word; the page says it is
 * searching as soon as a key is pressed; no result's passage holds a button's words; and without
 * JavaScript the page lists the guides by area, the practice areas and the areas not practised.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Lang } from '../../lib/languages';
import { en } from '../../messages/en';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';
import { expectNoAxeViolations } from './support/axe';
import * as everyday from './support/everydayQueries';
import { content, site } from './support/site';

/** A query and the page that must come first; every one must be among the first three. */
const RANKED: [query: string, first: string, lang?: Lang][] = [
  ['fired', '/services/employment-law'],
  ['fird', '/services/employment-law'],
  ['wrongful dismissal', '/services/employment-law'],
  ['severence', '/services/employment-law'],
  ['laid off', '/services/employment-law'],
  ['termination pay', '/insights/termination-pay'],
  ['workplace harassment', '/insights/workplace-harassment'],
  ['divorce', '/services/family-law'],
  ['divorces', '/services/family-law'],
  ['divorse', '/services/family-law'],
  ['divorce lawyer', '/services/family-law'],
  ['seperation', '/services/family-law'],
  ['custody', '/services/family-law'],
  ['child support', '/services/family-law'],
  ['spousal support change', '/insights/spousal-support-reviews'],
  ['slip and fall', '/services/tort-negligence'],
  ['slip and fall deadline', '/insights/slip-and-fall-claims'],
  ['car accident', '/services/tort-negligence'],
  ['car accident lawyer toronto', '/services/tort-negligence'],
  ['injuries', '/services/tort-negligence'],
  ['neglegence', '/services/tort-negligence'],
  ['defamation', '/services/tort-negligence'],
  ['mortgage', '/services/real-estate-law'],
  ['morgage', '/services/real-estate-law'],
  ['buying a house', '/services/real-estate-law'],
  ['real estate', '/services/real-estate-law'],
  ['first home', '/insights/buying-your-first-home'],
  ['condos', '/services/real-estate-law'],
  ['incorporate', '/services/corporate-law'],
  ['incorperate', '/services/corporate-law'],
  ['shareholder agreement', '/services/corporate-law'],
  ['study permit', '/insights/study-permit-changes'],
  ['work permit', '/insights/work-permit-extension'],
  ['privacy', '/privacy'],
  ['accessibility', '/accessibility'],
  ['Alexandra Reid', '/who-we-are'],
  ['divorce', '/fr/services/droit-de-la-famille', 'fr'],
  ['separation', '/fr/services/droit-de-la-famille', 'fr'],
  ['pension alimentaire', '/fr/services/droit-de-la-famille', 'fr'],
  ['garde des enfants', '/fr/services/droit-de-la-famille', 'fr'],
  ['confidentialité', '/fr/confidentialite', 'fr'],
  ['accessibilite', '/fr/accessibilite', 'fr'],
];

/** A query for an area the firm does not practise (the fixture's site.yaml) and that area. */
const NOT_PRACTISED: [query: string, area: string, lang?: Lang][] = [
  ['will', 'Wills and estates'],
  ['Wills', 'Wills and estates'],
  ['probate lawyer', 'Wills and estates'],
  ['estate', 'Wills and estates'],
  ['DUI', 'Criminal law'],
  ['impaired driving charge', 'Criminal law'],
  ['bankruptcy', 'Bankruptcy'],
  ['my mother died and left a house', 'Wills and estates'],
  ['drunk driving', 'Criminal law'],
  ['speeding ticket', 'Traffic tickets'],
  ['ma mère est décédée et m’a laissé une maison', 'Testaments et successions', 'fr'],
  ['excès de vitesse', 'Contraventions routières', 'fr'],
  ['testament', 'Testaments et successions', 'fr'],
  ['alcool au volant', 'Droit criminel', 'fr'],
];

const REFERRAL_SERVICE = 'https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/law-society-referral-service';

const searchPaths = Object.fromEntries(
  site.routable
    .filter((entry) => entry.kind === 'page' && entry.name === 'search')
    .map((entry) => [entry.lang ?? 'en', entry.frontmatter.slug]),
) as Record<Lang, string>;

const results = (page: Page) => page.locator('#site-search-results > li');
const answer = (page: Page) => page.locator('#site-search-answer');

/** Searches in the search page's box (the address's query: the typo test below), and waits for the count line. */
async function search(page: Page, query: string, lang: Lang = 'en'): Promise<void> {
  await everyday.searchOnPage(page, searchPaths[lang], query);
  await expect(page.getByRole('status')).toHaveText(/results? for|résultats? pour/i);
}

async function firstThree(page: Page, query: string, lang?: Lang): Promise<string[]> {
  await search(page, query, lang);
  return results(page)
    .locator('h2 a')
    .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href') ?? ''));
}

test('each query of the table finds its page: at least 90 % first, every one in the first three', async ({ page }) => {
  test.setTimeout(180_000);
  const notFirst: string[] = [];
  const notInThree: string[] = [];
  for (const [query, first, lang] of RANKED) {
    const found = await firstThree(page, query, lang);
    const line = `“${query}”${lang ? ` (${lang})` : ''} should find ${first} first, found: ${found.join(', ') || 'nothing'}`;
    if (found[0] !== first) notFirst.push(line);
    if (!found.includes(first)) notInThree.push(line);
  }
  if (notFirst.length > 0) console.log(`Not first (${notFirst.length} of ${RANKED.length}):\n${notFirst.join('\n')}`);
  expect(notInThree, notInThree.join('\n')).toEqual([]);
  expect(notFirst.length / RANKED.length, notFirst.join('\n')).toBeLessThanOrEqual(0.1);
});

for (const lang of ['en', 'fr'] as const) {
  test(`everyday questions in ${lang} the fixture can answer find their answer first, at least 90 %`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const questions = everyday.EVERYDAY_QUERIES[lang].filter(
      ([, first]) => first === everyday.NOT_PRACTISED || first.startsWith('fact:') || site.entryAt(first),
    );
    expect(questions.length).toBeGreaterThanOrEqual(20);
    const { table, right } = await everyday.questionTable(page, searchPaths[lang], questions);
    expect(right, table).toBeGreaterThanOrEqual(0.9);
  });
}

test('a word one typo from a listed word is read as that word, and the count says which word was searched', async ({
  page,
}) => {
  await page.goto(`${searchPaths.en}?q=emploment`);
  await expect(page.getByRole('status')).toHaveText(/results? for “employment”/);
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/services/employment-law');
  await page.goto(`${searchPaths.fr}?q=divorcr`);
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/fr/services/droit-de-la-famille');
});

test('the page says it is searching, politely, within 100 ms of a key', async ({ page }) => {
  await page.goto(searchPaths.en);
  const status = page.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.focus();
  // The time from the key to the words, measured in the page: no fixed wait.
  const waited = page.evaluate(
    (searching) =>
      new Promise<number>((resolve) => {
        let pressed = 0;
        document.addEventListener('keydown', () => (pressed = performance.now()), { once: true });
        const status = document.getElementById('site-search-status')!;
        new MutationObserver(() => {
          if (status.textContent === searching) resolve(performance.now() - pressed);
        }).observe(status, { childList: true, characterData: true, subtree: true });
      }),
    en.shell.searching,
  );
  await box.press('d');
  expect(await waited).toBeLessThan(100);
  await expect(status).toHaveText(/results? for “d”/);
});

test('a search for an area the firm does not practise says so above any result, with the Law Society Referral Service', async ({
  page,
}) => {
  for (const [query, area, lang] of NOT_PRACTISED) {
    await search(page, query, lang);
    await expect(answer(page), `“${query}”`).toContainText(area);
    await expect(answer(page).getByRole('link')).toHaveAttribute('href', REFERRAL_SERVICE);
  }
  await expect(answer(page)).toContainText(
    /^Droit criminel\s: nous n’exerçons pas dans ce domaine du droit\. Le Service de référence du Barreau peut/,
  );
  // "will" is in the legal notice's every other sentence: a notice is never what was meant.
  await search(page, 'will');
  await expect(answer(page)).toHaveText(
    `Wills and estates: we do not practise this area of law. ${en.shell.referral.before}${en.shell.referral.link}${en.shell.referral.after}`,
  );
  await expect(results(page)).toHaveCount(0);
  // A practice area's longer term wins ("real estate"), and so does a tie ("will" beside "severance").
  for (const query of ['real estate', 'will severance', 'divorce']) {
    await search(page, query);
    await expect(answer(page), `“${query}”`).toBeEmpty();
  }
});

test('axe finds no violation with results and the answer for an area not practised, at 375 and 1280 px', async ({
  browser,
}) => {
  // axe is injected as a script of its own, which the page's policy rightly refuses.
  const page = await browser.newPage({ bypassCSP: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${searchPaths.en}?q=probate+deadline`);
    await expect(answer(page)).not.toBeEmpty();
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page lists guides by area, the practice areas, and those not practised with the referral service', async ({
    page,
  }) => {
    const guide = content.articles.find((article) => article.name === 'property-division')!.frontmatter;
    await page.goto(`${searchPaths.en}?q=probate+deadline`);
    const browse = page.getByRole('region', { name: 'Browse instead' });
    for (const area of guide.areas) await expect(browse.locator(`a[href="/insights/area/${area}"]`)).toHaveCount(1);
    await expect(browse.getByRole('link', { name: guide.title }).first()).toBeVisible();
    for (const service of content.services) {
      await expect(browse.getByRole('link', { name: service.frontmatter.title, exact: true })).toBeVisible();
    }
    await expect(browse.getByRole('heading', { name: en.shell.notPractisedHeading })).toBeVisible();
    for (const { area } of content.facts.notPractised)
      await expect(browse.getByText(area, { exact: true })).toBeVisible();
    await expect(browse.getByRole('link', { name: en.shell.referral.link })).toHaveAttribute('href', REFERRAL_SERVICE);
  });
});

/**
 * Every button's words in the fixture: the closing bands' and the ButtonLinks' labels, and the
 * buttons the code adds. The contact form's name is left out: there it is the form's heading.
 */
function buttonLabels(): string[] {
  const labels = new Set([
    en.shell.bookConsultation,
    en.shell.backToServices,
    ...content.services.map((service) => en.shell.servicesOf(service.frontmatter.title)),
  ]);
  for (const file of fs.readdirSync(FIXTURE_CONTENT_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.mdx') || file.startsWith('fr')) continue;
    const text = fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), 'utf8');
    for (const match of text.matchAll(/button="([^"]+)"|<ButtonLink[^>]*>\s*([^<]+?)\s*</g)) {
      labels.add((match[1] ?? match[2])!);
    }
  }
  labels.delete(en.form.formName);
  return [...labels];
}

test("no result's passage holds a button's words", async ({ page }) => {
  const labels = buttonLabels();
  expect(labels).toContain('Get Free Consultation');
  for (const query of ['consultation', 'services', 'schedule', 'free']) {
    await search(page, query);
    for (const passage of await results(page).locator('p:last-child').allTextContents()) {
      expect(
        labels.filter((label) => passage.includes(label)),
        `“${query}”: ${passage}`,
      ).toEqual([]);
    }
  }
});

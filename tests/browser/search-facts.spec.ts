/**
 * The firm's facts answer practical questions on the search page, first, in the page's language,
 * from the fixture's site.yaml: the number, the hours, the address with a map link, the free first
 * consultation; a fact the firm has not given (parking) says how to ask. After "we do not practise
 * wills", "will" as a verb finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { SEARCH_IDS } from '../../components/search/searchIds';
import { searchOnPage } from './support/everydayQueries';
import { content } from './support/site';

const french = content.translations!.fr!.facts;
const { facts } = content;
const answer = (page: Page) => page.locator(`#${SEARCH_IDS.answer}`);

test('practical questions get the fact itself first, in English and in French', async ({ page }) => {
  const phone = facts.phones[0]!;
  for (const [path, query, fact, shows] of [
    ['/search', 'what is your phone number', 'contact', phone.display],
    ['/search', 'how do I get to your office', 'contact', facts.address.street],
    ['/search', 'what time do you open on saturday', 'hours', facts.officeHours[1]!.hours],
    ['/search', 'do you offer a free consultation', 'fees', 'Your first consultation is free'],
    ['/search', 'do you speak french', 'languages', facts.languagesServed],
    ['/search', 'how soon will you call me back', 'response', facts.responseTime],
    ['/search', 'is there parking', 'notGiven', 'Ask us: call'],
    ['/fr/recherche', 'quel est votre numéro de téléphone', 'contact', french.phones[0]!.display.slice(0, 3)],
    ['/fr/recherche', 'y a-t-il du stationnement', 'notGiven', 'Renseignez-vous'],
    ['/fr/recherche', 'la consultation est-elle gratuite', 'fees', 'Votre première consultation est gratuite'],
  ] as const) {
    await searchOnPage(page, path, query);
    await expect(answer(page).locator(`[data-fact="${fact}"]`), query).toContainText(shows);
  }
  await searchOnPage(page, '/search', 'where is your office');
  await expect(answer(page).getByRole('link', { name: 'See it on a map' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(facts.address.city)),
  );
  await expect(answer(page).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
});

test('an area named beats a fact: "my employer cut my hours" is not the office hours', async ({ page }) => {
  await searchOnPage(page, '/search', 'my employer cut my hours');
  await expect(answer(page).locator('[data-fact]')).toHaveCount(0);
});

test('after "we do not practise wills", "will" as a verb pulls no results', async ({ page }) => {
  await searchOnPage(page, '/search', 'will you help with my will');
  await expect(answer(page)).toContainText('we do not practise');
  await expect(page.locator(`#${SEARCH_IDS.results} > li`)).toHaveCount(0);
});

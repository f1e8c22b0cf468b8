/**
 * Everyday questions, as people type them, and the page each must put first; `NOT_PRACTISED`: the
 * answer that the firm does not practise the area, with the referral service, comes first; `fact:`
 * and a name: that fact of the firm's (components/search/FactAnswers.tsx) answers first. The
 * addresses are the real site's: a test on the fixture keeps the questions whose page it has.
 */
import { expect, type Page } from '@playwright/test';
import { SEARCH_IDS } from '../../../components/search/searchIds';

export const NOT_PRACTISED = 'not practised';

type Lang = 'en' | 'fr';
export type Question = [query: string, first: string];

export const EVERYDAY_QUERIES: Record<Lang, Question[]> = {
  en: [
    ['how much does it cost', 'fact:fees'],
    ['how much do you charge', 'fact:fees'],
    ['is the first consultation free', 'fact:fees'],
    ['are you open saturday', 'fact:hours'],
    ['what are your hours', 'fact:hours'],
    ['where is your office', 'fact:contact'],
    ['how do I get to your office', 'fact:contact'],
    ['is there parking', 'fact:notGiven'],
    ['do you speak french', 'fact:languages'],
    ['which languages do you speak', 'fact:languages'],
    ['can I book an appointment', '/contact'],
    ['my mother died and left a house', NOT_PRACTISED],
    ['my dad passed away', NOT_PRACTISED],
    ['drunk driving', NOT_PRACTISED],
    ['charged with drinking and driving', NOT_PRACTISED],
    ['speeding ticket', NOT_PRACTISED],
    ['I got a ticket for speeding', NOT_PRACTISED],
    ['I was fired today', '/services/employment-law'],
    ['my boss let me go without notice', '/services/employment-law'],
    ['emploment lawyer', '/services/employment-law'],
    ['getting divorced', '/services/family-law'],
    ['who gets the kids after we separate', '/services/family-law'],
    ['how is child support calculated', '/services/family-law'],
    ['custdy', '/services/family-law'],
    ['buying my first house', '/services/real-estate-law'],
    ['closing on a condo', '/services/real-estate-law'],
    ['morgtage', '/services/real-estate-law'],
    ['hurt in a car crash', '/services/tort-negligence'],
    ['slipped on ice at a store', '/services/tort-negligence'],
    ['starting a business', '/services/corporate-law'],
    ['incorporrate my company', '/services/corporate-law'],
    ['landlord wants to evict me', '/services/landlord-tenant-board'],
    ['tenant is not paying rent', '/services/landlord-tenant-board'],
    ['a client owes me money', '/services/civil-commercial-litigation'],
    ['my study permit was refused', '/services/immigration-judicial-reviews'],
  ],
  fr: [
    ['combien ça coûte', 'fact:fees'],
    ['quels sont vos honoraires', 'fact:fees'],
    ['la première consultation est-elle gratuite', 'fact:fees'],
    ['êtes-vous ouverts le samedi', 'fact:hours'],
    ['quelles sont vos heures d’ouverture', 'fact:hours'],
    ['où se trouve votre bureau', 'fact:contact'],
    ['comment se rendre à votre bureau', 'fact:contact'],
    ['y a-t-il du stationnement', 'fact:notGiven'],
    ['parlez-vous français', 'fact:languages'],
    ['servez-vous les clients en français', 'fact:languages'],
    ['prendre rendez-vous', '/fr/contact'],
    ['ma mère est décédée et m’a laissé une maison', NOT_PRACTISED],
    ['mon père est mort', NOT_PRACTISED],
    ['conduite en état d’ébriété', NOT_PRACTISED],
    ['arrêté pour alcool au volant', NOT_PRACTISED],
    ['contravention pour excès de vitesse', NOT_PRACTISED],
    ['j’ai été congédié', '/fr/services/droit-de-l-emploi'],
    ['mon patron m’a renvoyé', '/fr/services/droit-de-l-emploi'],
    ['harcèlement au travail', '/fr/services/droit-de-l-emploi'],
    ['congédiment', '/fr/services/droit-de-l-emploi'],
    ['je veux divorcer', '/fr/services/droit-de-la-famille'],
    ['garde des enfants après une séparation', '/fr/services/droit-de-la-famille'],
    ['calcul de la pension alimentaire', '/fr/services/droit-de-la-famille'],
    ['divorcr', '/fr/services/droit-de-la-famille'],
    ['acheter ma première maison', '/fr/services/droit-immobilier'],
    ['hypotèque', '/fr/services/droit-immobilier'],
    ['mon propriétaire veut m’expulser', '/fr/services/commission-de-la-location-immobiliere'],
    ['le locataire ne paie pas son loyer', '/fr/services/commission-de-la-location-immobiliere'],
    ['blessé dans un accident de voiture', '/fr/services/responsabilite-delictuelle-et-negligence'],
    ['chute sur un trottoir glacé', '/fr/services/responsabilite-delictuelle-et-negligence'],
    ['fonder une entreprise', '/fr/services/droit-des-societes'],
    ['un client me doit de l’argent', '/fr/services/litige-civil-et-commercial'],
    ['refus de permis d’études', '/fr/services/immigration-et-controle-judiciaire'],
  ],
};

/** Searches in the box of the search page at `searchPath`, opened once (Pagefind loads once, not once a query); one
 * more of the page's own `site-search` measures (read by `npm run bench:build`) says the results are in. */
export async function searchOnPage(page: Page, searchPath: string, query: string): Promise<void> {
  if (new URL(page.url()).pathname !== searchPath) await page.goto(searchPath);
  const finished = () => page.evaluate(() => performance.getEntriesByName('site-search').length);
  const before = await finished();
  await page.locator(`#${SEARCH_IDS.query}`).fill(query);
  await page.locator(`#${SEARCH_IDS.query}`).press('Enter');
  await expect.poll(finished).toBeGreaterThan(before);
}

/** What comes first for a query on the search page at `searchPath`: a fact, the not-practised answer, or the first result's address. */
export async function firstAnswer(page: Page, searchPath: string, query: string): Promise<string> {
  await searchOnPage(page, searchPath, query);
  await expect(page.getByRole('status')).toHaveText(/result|résultat/i, { timeout: 15_000 });
  const fact = page.locator('#site-search-answer [data-fact]');
  if ((await fact.count()) > 0) return `fact:${await fact.getAttribute('data-fact')}`;
  if ((await page.locator('#site-search-answer p').count()) > 0) return NOT_PRACTISED;
  const first = page.locator('#site-search-results > li h2 a').first();
  return (await first.count()) > 0 ? ((await first.getAttribute('href')) ?? '') : '';
}

/** Each question's first answer, as a Markdown table, and the share right. */
export async function questionTable(
  page: Page,
  searchPath: string,
  questions: Question[],
): Promise<{ table: string; right: number }> {
  const rows: string[] = ['| query | first result | right? |', '| --- | --- | --- |'];
  let right = 0;
  for (const [query, expected] of questions) {
    const found = await firstAnswer(page, searchPath, query);
    if (found === expected) right += 1;
    rows.push(`| ${query} | ${found || 'nothing'} | ${found === expected ? 'yes' : `no (${expected})`} |`);
  }
  rows.push('', `${right} of ${questions.length} right first (${Math.round((100 * right) / questions.length)} %)`);
  return { table: rows.join('\n'), right: right / questions.length };
}

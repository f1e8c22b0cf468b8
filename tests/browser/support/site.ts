/** What the browser tests of behaviour know about the site they test: the fixture content. */
import { expect, type Locator } from '@playwright/test';
import { loadContent } from '../../../content-pipeline/loadContent';
import { indexSite } from '../../../content-pipeline/routes';
import { FIXTURE_CONTENT_DIR } from '../../support/fixtureSite';

export const content = loadContent(FIXTURE_CONTENT_DIR);
export const site = indexSite(content);
/**
 * The English pages and practice areas (the articles and their lists have their own tests,
 * articles.spec.ts; the French pages theirs, french.spec.ts).
 */
export const routes = site.routable
  .filter((entry) => entry.kind !== 'article' && entry.lang === undefined)
  .map((entry) => entry.frontmatter.slug);
/** The French pages of the fixture (content/fr/): each translates the English file of its name. */
export const frenchRoutes = site.routable.filter((entry) => entry.lang === 'fr').map((entry) => entry.frontmatter.slug);
/** One page of each kind the articles add: an article, both pages of the list, a list by area and by author. */
export const articleRoutes = [
  '/insights/child-support-basics',
  '/insights',
  '/insights/page/2',
  '/insights/area/family-law',
  '/insights/author/michael-tan',
];
export const redirects = site.redirects;
export const services = content.services.map((service) => service.frontmatter);

/** Every phone of the fixture's site.yaml is a tel: link inside `scope`. */
export async function expectEveryPhone(scope: Locator): Promise<void> {
  for (const phone of content.facts.phones) {
    await expect(scope.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
  }
}

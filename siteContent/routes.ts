/**
 * Which content files become which addresses. The page file names below are the only ones
 * the code knows by name: the contact page has its own Vike page (it hydrates the form),
 * and the not-found page is rendered for every unknown address rather than at its slug.
 */
import type { PageEntry, RoutableEntry, SiteContent } from './loadContent';

export const CONTACT_PAGE_NAME = 'contact';
export const NOT_FOUND_PAGE_NAME = 'not-found';

export function listRoutableEntries(content: SiteContent): RoutableEntry[] {
  return [...content.pages.filter((page) => page.name !== NOT_FOUND_PAGE_NAME), ...content.services];
}

export function findEntryBySlug(content: SiteContent, slug: string): RoutableEntry | undefined {
  return listRoutableEntries(content).find((entry) => entry.frontmatter.slug === normalisePath(slug));
}

export function findPageByName(content: SiteContent, name: string): PageEntry {
  const page = content.pages.find((p) => p.name === name);
  if (!page) throw new Error(`content/pages/${name}.mdx is missing: the site needs it`);
  return page;
}

/** Canonical pages for the sitemap: everything routable that is not `noindex`. */
export function listIndexableSlugs(content: SiteContent): string[] {
  return listRoutableEntries(content)
    .filter((entry) => !entry.frontmatter.noindex)
    .map((entry) => entry.frontmatter.slug);
}

/** `/who-we-are/` and `/who-we-are/index.html` both mean `/who-we-are`. */
export function normalisePath(urlPath: string): string {
  const withoutIndex = urlPath.replace(/\/index\.html$/, '/');
  return withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, '') : withoutIndex;
}

/** Absolute URL of a path on the site, from the SITE_URL setting or the facts file. */
export function absoluteUrl(content: SiteContent, urlPath: string): string {
  const base = (process.env.SITE_URL ?? content.facts.siteUrl).replace(/\/+$/, '');
  return `${base}${urlPath === '/' ? '/' : urlPath}`;
}

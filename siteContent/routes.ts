/**
 * Which content files become which addresses. The page file names below are the only ones
 * the code knows by name: the contact page has its own Vike page (it hydrates the form),
 * and the not-found page is rendered for every unknown address rather than at its slug.
 */
import { normalisePath } from '../builtSite/urlPath';
import { oncePerObject } from '../lib/oncePerObject';
import type { PageEntry, RoutableEntry, SiteContent } from './loadContent';
import { listRedirects, type Redirect } from './redirects';

export const CONTACT_PAGE_NAME = 'contact';
export const NOT_FOUND_PAGE_NAME = 'not-found';

/** The content with its addresses looked up in constant time, whatever the number of pages. */
export interface SiteIndex {
  content: SiteContent;
  /** Every page and service that has an address (the not-found page has none). */
  routable: RoutableEntry[];
  redirects: Redirect[];
  entryAt(urlPath: string): RoutableEntry | undefined;
  redirectAt(urlPath: string): Redirect | undefined;
  /** A page the code needs by file name, e.g. `contact`; missing is a content error. */
  page(name: string): PageEntry;
}

/** The index of one content object, built once per object. */
export const indexSite = oncePerObject(function buildIndex(content: SiteContent): SiteIndex {
  const routable = [...content.pages.filter((page) => page.name !== NOT_FOUND_PAGE_NAME), ...content.services];
  const redirects = listRedirects(content);
  const bySlug = new Map(routable.map((entry) => [entry.frontmatter.slug, entry]));
  const byAlias = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const byName = new Map(content.pages.map((page) => [page.name, page]));
  return {
    content,
    routable,
    redirects,
    entryAt: (urlPath) => bySlug.get(normalisePath(urlPath)),
    redirectAt: (urlPath) => byAlias.get(normalisePath(urlPath)),
    page(name) {
      const page = byName.get(name);
      if (!page) throw new Error(`content/pages/${name}.mdx is missing: the site needs it`);
      return page;
    },
  };
});

/** Canonical pages for the sitemap: everything routable that is not `noindex`. */
export function listIndexableSlugs(site: SiteIndex): string[] {
  return site.routable.filter((entry) => !entry.frontmatter.noindex).map((entry) => entry.frontmatter.slug);
}

/** Absolute URL of a path on the site, from the SITE_URL setting or the facts file. */
export function absoluteUrl(content: SiteContent, urlPath: string): string {
  const base = (process.env.SITE_URL ?? content.facts.siteUrl).replace(/\/+$/, '');
  return `${base}${urlPath === '/' ? '/' : urlPath}`;
}

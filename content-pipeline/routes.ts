/**
 * Which content files become which addresses. The page file names below are the only ones
 * the code knows by name: the contact page has its own Vike page (it hydrates the form), so
 * has the search page (it loads the search code), and the not-found page is rendered for every unknown address rather than at its slug.
 */
import { normalisePath } from '../build-output/urlPath';
import { oncePerObject } from '../lib/oncePerObject';
import { feedPath, insightsPage, listCollections, paginate, type ListingPage } from './articles';
import type { PageEntry, RoutableEntry, SiteContent } from './contentTypes';
import { listRedirects, type Redirect } from './redirects';

export const CONTACT_PAGE_NAME = 'contact';
export const NOT_FOUND_PAGE_NAME = 'not-found';
/** The search page (`<SiteSearch />`): the header links to it when the content has one. */
export const SEARCH_PAGE_NAME = 'search';

/** The contact and search pages load code, so each has a Vike page of its own (pages/contact/, pages/search/). */
export function hasOwnVikePage(entry: RoutableEntry): boolean {
  return entry.kind === 'page' && (entry.name === CONTACT_PAGE_NAME || entry.name === SEARCH_PAGE_NAME);
}

/** What the site's search finds: every page, practice area and guide but noindex pages and the search page itself. */
export function isSearchable(entry: RoutableEntry): boolean {
  if (entry.kind === 'page' && entry.name === SEARCH_PAGE_NAME) return false;
  return entry.kind === 'article' || !entry.frontmatter.noindex;
}

/** The address of the search page, when the content has one. */
export function searchPath(content: SiteContent): string | undefined {
  return content.pages.find((page) => page.name === SEARCH_PAGE_NAME)?.frontmatter.slug;
}
/** The page that shows every team profile (`<TeamProfiles />`): the articles link their authors there. */
export const TEAM_PAGE_NAME = 'who-we-are';

/** The id of a person's profile on the team page (`/who-we-are#team-first-last`). */
export function profileAnchor(personName: string): string {
  return `team-${personName}`;
}

/** The address of a person's profile, from their file name. */
export function profilePath(content: SiteContent, personName: string): string {
  const teamPage = content.pages.find((page) => page.name === TEAM_PAGE_NAME);
  return `${teamPage?.frontmatter.slug ?? '/'}#${profileAnchor(personName)}`;
}

/** The content with its addresses looked up in constant time, whatever the number of pages. */
export interface SiteIndex {
  content: SiteContent;
  /** Every page and service that has an address (the not-found page has none). */
  routable: RoutableEntry[];
  redirects: Redirect[];
  /** Every page of every list of articles (Insights, by area, by author). */
  listings: ListingPage[];
  /** The Atom feed's address (feed.ts), when there is an Insights page. */
  feedPath?: string;
  entryAt(urlPath: string): RoutableEntry | undefined;
  listingAt(urlPath: string): ListingPage | undefined;
  redirectAt(urlPath: string): Redirect | undefined;
  /** A page the code needs by file name, e.g. `contact`; missing is a content error. */
  page(name: string): PageEntry;
}

/** The index of one content object, built once per object. */
export const indexSite = oncePerObject(function buildIndex(content: SiteContent): SiteIndex {
  const insights = insightsPage(content);
  // The Insights page is shown by its listing pages (pages/insights/), with the list below its text.
  const routable = [
    ...content.pages.filter((page) => page.name !== NOT_FOUND_PAGE_NAME && page !== insights),
    ...content.services,
    ...content.articles,
  ];
  const redirects = listRedirects(content);
  const listings = insights ? listCollections(content, insights).flatMap(paginate) : [];
  const bySlug = new Map(routable.map((entry) => [entry.frontmatter.slug, entry]));
  const byListingPath = new Map(listings.map((listing) => [listing.path, listing]));
  const byAlias = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const byName = new Map(content.pages.map((page) => [page.name, page]));
  return {
    content,
    routable,
    redirects,
    listings,
    ...(insights ? { feedPath: feedPath(insights) } : {}),
    entryAt: (urlPath) => bySlug.get(normalisePath(urlPath)),
    listingAt: (urlPath) => byListingPath.get(normalisePath(urlPath)),
    redirectAt: (urlPath) => byAlias.get(normalisePath(urlPath)),
    page(name) {
      const page = byName.get(name);
      if (!page) throw new Error(`content/pages/${name}.mdx is missing: the site needs it`);
      return page;
    },
  };
});

/** Every address that shows a page: the content pages and the pages of the lists of articles. */
export function listPagePaths(site: SiteIndex): string[] {
  return [...site.routable.map((entry) => entry.frontmatter.slug), ...site.listings.map((listing) => listing.path)];
}

/** A page for the sitemap, with the day it last changed when the content says so. */
export interface SitemapPage {
  path: string;
  lastModified?: string;
}

/** Canonical pages for the sitemap: everything that is not `noindex`, with the articles' days. */
export function listIndexablePages(site: SiteIndex): SitemapPage[] {
  const entries = site.routable.flatMap((entry): SitemapPage[] => {
    if (entry.kind === 'article') {
      const { slug, date, updated } = entry.frontmatter;
      return [{ path: slug, lastModified: updated ?? date }];
    }
    return entry.frontmatter.noindex ? [] : [{ path: entry.frontmatter.slug }];
  });
  const listsHidden = insightsPage(site.content)?.frontmatter.noindex ?? false;
  const lists = (listsHidden ? [] : site.listings).map((listing) => ({
    path: listing.path,
    lastModified: latestDay(listing.articles.map((article) => article.frontmatter.updated ?? article.frontmatter.date)),
  }));
  return [...entries, ...lists];
}

function latestDay(days: string[]): string | undefined {
  return days.reduce<string | undefined>(
    (latest, day) => (latest === undefined || day > latest ? day : latest),
    undefined,
  );
}

/** Absolute URL of a path on the site, from the SITE_URL setting or the facts file. */
export function absoluteUrl(content: SiteContent, urlPath: string): string {
  const base = (process.env.SITE_URL ?? content.facts.siteUrl).replace(/\/+$/, '');
  return `${base}${urlPath === '/' ? '/' : urlPath}`;
}

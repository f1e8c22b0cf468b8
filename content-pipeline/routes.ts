/**
 * Which content files become which addresses. The page file names below are the only ones the
 * code knows: contact and search have Vike pages of their own, not-found answers unknown addresses.
 */
import { normalisePath } from '../lib/urlPath';
import { oncePerObject } from '../lib/oncePerObject';
import { feedPath, insightsPage, listCollections, paginate, type ListingPage } from './articles';
import {
  everyLanguage,
  langOf,
  pageOrOriginal,
  type PageEntry,
  type RoutableEntry,
  type SiteContent,
} from './contentTypes';
import { DEFAULT_LANG, languageOfPath, type Lang } from '../lib/languages';
import { listRedirects, type Redirect } from './redirects';

export const CONTACT_PAGE_NAME = 'contact';
export const NOT_FOUND_PAGE_NAME = 'not-found';
/** Where a request sent without JavaScript lands, in each language: what to do while the firm reads it. */
export const THANK_YOU_PAGE_NAME = 'thank-you';
/** Where a request sent without JavaScript lands when something must be fixed, in each language. */
export const CONTACT_ERRORS_PAGE_NAME = 'contact-errors';
/** The search page (`<SiteSearch />`): the header links to it when the content has one. */
export const SEARCH_PAGE_NAME = 'search';

/** The contact and search pages load code, so each has a Vike page of its own (pages/contact/, pages/search/). */
export function hasOwnVikePage(entry: RoutableEntry): boolean {
  return entry.kind === 'page' && (entry.name === CONTACT_PAGE_NAME || entry.name === SEARCH_PAGE_NAME);
}

/** The not-found page of a language (a translation's has an address: the build writes it as that language's 404.html). */
export function isNotFoundPage(entry: RoutableEntry): boolean {
  return entry.kind === 'page' && entry.name === NOT_FOUND_PAGE_NAME;
}

/** What the site's search finds: every page, practice area and guide but noindex pages and the search page itself. */
export function isSearchable(entry: RoutableEntry): boolean {
  if (entry.kind === 'page' && (entry.name === SEARCH_PAGE_NAME || isNotFoundPage(entry))) return false;
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
  const teamPage = pageOrOriginal(content, TEAM_PAGE_NAME);
  return `${teamPage?.frontmatter.slug ?? '/'}#${profileAnchor(personName)}`;
}

/** The content with its addresses looked up in constant time, whatever the number of pages. */
export interface SiteIndex {
  /** The site in its default language (English); `contentIn` gives the others. */
  content: SiteContent;
  /** Every page and service that has an address (the not-found page has none), in every language. */
  routable: RoutableEntry[];
  redirects: Redirect[];
  /** Every page of every list of articles (Insights, by area, by author), in every language. */
  listings: ListingPage[];
  /** The English Atom feed's address (feed.ts), when there is an Insights page. */
  feedPath?: string;
  /** Every language's feed address. */
  feedPaths: string[];
  entryAt(urlPath: string): RoutableEntry | undefined;
  listingAt(urlPath: string): ListingPage | undefined;
  redirectAt(urlPath: string): Redirect | undefined;
  /** A page the code needs by file name, e.g. `contact`; missing is a content error. */
  page(name: string): PageEntry;
  /** The site in one language; the default language's when the content has no such translation. */
  contentIn(lang: Lang): SiteContent;
  /** A page of one language by file name, when that language has it (a translation may lack it). */
  pageIn(lang: Lang, name: string): PageEntry | undefined;
  /** The same page in every language that has it, the default language first (the language switch, `hreflang`). */
  versionsOf(urlPath: string): PageVersion[];
}

/** One language's version of a page. */
export interface PageVersion {
  lang: Lang;
  path: string;
}

/** One language's addresses: its pages, services and articles, the lists of its articles, its aliases. */
function indexLanguage(content: SiteContent) {
  const insights = insightsPage(content);
  const lang = langOf(content);
  // The Insights page is shown by its listing pages (pages/insights/), with the list below its text.
  // The default language's not-found page is pages/_error/ (404.html); a translation's is
  // prerendered at its address, and the build copies it to its language's 404.html.
  const routable = [
    ...content.pages.filter(
      (page) => (page.name !== NOT_FOUND_PAGE_NAME || lang !== DEFAULT_LANG) && page !== insights,
    ),
    // A translation lists every practice area; those it has not translated are the default language's pages.
    ...content.services.filter((service) => langOf(service) === lang),
    ...content.articles,
  ];
  const listings = insights ? listCollections(content, insights).flatMap(paginate) : [];
  return { content, routable, redirects: listRedirects(content), listings, feedPath: insights && feedPath(insights) };
}

/** What makes two pages versions of each other: the same file name and kind, or the same list of articles. */
function versionKey(page: RoutableEntry | ListingPage): string {
  if ('kind' in page) return `${page.kind}/${page.name}`;
  const { collection, number } = page;
  return `list/${collection.kind}/${collection.name ?? ''}/${number}`;
}

/** The index of one content object, built once per object. */
export const indexSite = oncePerObject(function buildIndex(content: SiteContent): SiteIndex {
  const languages = everyLanguage(content).map(indexLanguage);
  const routable = languages.flatMap((language) => language.routable);
  const redirects = languages.flatMap((language) => language.redirects);
  const listings = languages.flatMap((language) => language.listings);
  const bySlug = new Map(routable.map((entry) => [entry.frontmatter.slug, entry]));
  const byListingPath = new Map(listings.map((listing) => [listing.path, listing]));
  const byAlias = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const byName = new Map(content.pages.map((page) => [page.name, page]));
  const byLang = new Map(languages.map((language) => [langOf(language.content), language.content]));
  const versions = new Map<string, PageVersion[]>();
  for (const page of [...routable, ...listings]) {
    const path = 'kind' in page ? page.frontmatter.slug : page.path;
    const key = versionKey(page);
    versions.set(key, [...(versions.get(key) ?? []), { lang: languageOfPath(path), path }]);
  }
  const english = languages[0];
  return {
    content,
    routable,
    redirects,
    listings,
    ...(english?.feedPath ? { feedPath: english.feedPath } : {}),
    feedPaths: languages.flatMap((language) => (language.feedPath ? [language.feedPath] : [])),
    entryAt: (urlPath) => bySlug.get(normalisePath(urlPath)),
    listingAt: (urlPath) => byListingPath.get(normalisePath(urlPath)),
    redirectAt: (urlPath) => byAlias.get(normalisePath(urlPath)),
    page(name) {
      const page = byName.get(name);
      if (!page) throw new Error(`content/pages/${name}.mdx is missing: the site needs it`);
      return page;
    },
    contentIn: (lang) => byLang.get(lang) ?? content,
    pageIn: (lang, name) => byLang.get(lang)?.pages.find((page) => page.name === name),
    versionsOf(urlPath) {
      const path = normalisePath(urlPath);
      const page = bySlug.get(path) ?? byListingPath.get(path);
      return page ? (versions.get(versionKey(page)) ?? []) : [];
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
    return entry.frontmatter.noindex || isNotFoundPage(entry) ? [] : [{ path: entry.frontmatter.slug }];
  });
  const lists = site.listings
    .filter((listing) => !listsHidden(site, listing))
    .map((listing) => ({
      path: listing.path,
      lastModified: latestDay(
        listing.articles.map((article) => article.frontmatter.updated ?? article.frontmatter.date),
      ),
    }));
  return [...entries, ...lists];
}

/** The Insights page's noindex holds for every list of articles it heads, in its language. */
function listsHidden(site: SiteIndex, listing: ListingPage): boolean {
  return insightsPage(site.contentIn(languageOfPath(listing.path)))?.frontmatter.noindex ?? false;
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

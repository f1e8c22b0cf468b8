/** Which content files become which addresses; the page file names below are the only ones the code knows. */
import { normalisePath } from '../lib/urlPath';
import { oncePerObject } from '../lib/oncePerObject';
import { feedPath, insightsPage, lastChangeOf, listCollections, paginate, type ListingPage } from './articles';
import {
  everyLanguage,
  langOf,
  pageOrOriginal,
  type PageEntry,
  type RoutableEntry,
  type SiteContent,
} from './contentTypes';
import { DEFAULT_LANG, languageOfPath, type Lang } from '../lib/languages';
import { listRedirects } from './redirects';

export const CONTACT_PAGE_NAME = 'contact';
export const NOT_FOUND_PAGE_NAME = 'not-found';
/** Where a request sent without JavaScript lands: sent, or something to fix. */
export const THANK_YOU_PAGE_NAME = 'thank-you';
export const CONTACT_ERRORS_PAGE_NAME = 'contact-errors';
export const SEARCH_PAGE_NAME = 'search';

/** The contact and search pages load code, so each has a Vike page of its own. */
export function hasOwnVikePage(entry: RoutableEntry): boolean {
  return entry.kind === 'page' && (entry.name === CONTACT_PAGE_NAME || entry.name === SEARCH_PAGE_NAME);
}

/** A translation's not-found page has an address: the build writes it as that language's 404.html. */
export function isNotFoundPage(entry: RoutableEntry): boolean {
  return entry.kind === 'page' && entry.name === NOT_FOUND_PAGE_NAME;
}

export function isSearchable(entry: RoutableEntry): boolean {
  if (entry.kind === 'page' && (entry.name === SEARCH_PAGE_NAME || isNotFoundPage(entry))) return false;
  return entry.kind === 'article' || !entry.frontmatter.noindex;
}

export function searchPath(content: SiteContent): string | undefined {
  return content.pages.find((page) => page.name === SEARCH_PAGE_NAME)?.frontmatter.slug;
}
/** The page of every team profile (`<TeamProfiles />`): the articles link their authors there. */
export const TEAM_PAGE_NAME = 'who-we-are';

export function profileAnchor(personName: string): string {
  return `team-${personName}`;
}

export function profilePath(content: SiteContent, personName: string): string {
  const teamPage = pageOrOriginal(content, TEAM_PAGE_NAME);
  return `${teamPage?.frontmatter.slug ?? '/'}#${profileAnchor(personName)}`;
}

/** The content by address, in every language. */
export type SiteIndex = ReturnType<typeof indexSite>;

export interface PageVersion {
  lang: Lang;
  path: string;
}

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

export const indexSite = oncePerObject(function buildIndex(content: SiteContent) {
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
  return {
    content,
    routable,
    redirects,
    listings,
    feedPaths: languages.flatMap((language) => (language.feedPath ? [language.feedPath] : [])),
    entryAt: (urlPath: string) => bySlug.get(normalisePath(urlPath)),
    listingAt: (urlPath: string) => byListingPath.get(normalisePath(urlPath)),
    redirectAt: (urlPath: string) => byAlias.get(normalisePath(urlPath)),
    /** A page the code needs by file name, e.g. `contact`; missing is a content error. */
    page(name: string): PageEntry {
      const page = byName.get(name);
      if (!page) throw new Error(`content/pages/${name}.mdx is missing: the site needs it`);
      return page;
    },
    contentIn: (lang: Lang) => byLang.get(lang) ?? content,
    pageIn: (lang: Lang, name: string) => byLang.get(lang)?.pages.find((page) => page.name === name),
    /** The same page in every language that has it, the default language first (the language switch, `hreflang`). */
    versionsOf(urlPath: string): PageVersion[] {
      const path = normalisePath(urlPath);
      const page = bySlug.get(path) ?? byListingPath.get(path);
      return page ? (versions.get(versionKey(page)) ?? []) : [];
    },
  };
});

export function listPagePaths(site: SiteIndex): string[] {
  return [...site.routable.map((entry) => entry.frontmatter.slug), ...site.listings.map((listing) => listing.path)];
}

/** The sitemap: every page that is not `noindex`, with the articles' days. */
export function listIndexablePages(site: SiteIndex) {
  const entries = site.routable.flatMap((entry): { path: string; lastModified?: string }[] => {
    if (entry.kind === 'article') {
      const { slug, date, updated } = entry.frontmatter;
      return [{ path: slug, lastModified: updated ?? date }];
    }
    return entry.frontmatter.noindex || isNotFoundPage(entry) ? [] : [{ path: entry.frontmatter.slug }];
  });
  const lists = site.listings
    .filter((listing) => !insightsPage(site.contentIn(languageOfPath(listing.path)))?.frontmatter.noindex)
    .map((listing) => ({ path: listing.path, lastModified: lastChangeOf(listing.articles) }));
  return [...entries, ...lists];
}

export function absoluteUrl(content: SiteContent, urlPath: string): string {
  const base = (process.env.SITE_URL ?? content.facts.siteUrl).replace(/\/+$/, '');
  return `${base}${urlPath === '/' ? '/' : urlPath}`;
}

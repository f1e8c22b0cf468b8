/** The lists of articles: all under the Insights page, per area and per author, in pages; every address from the Insights slug. */
import { langOf, type ArticleEntry, type PageEntry, type SiteContent } from './contentTypes';
import { LANGUAGES, messagesIn } from '../lib/languages';

export const INSIGHTS_PAGE_NAME = 'insights';
export const ARTICLES_PER_PAGE = 10;
export function feedPath(insights: PageEntry): string {
  return `${insights.frontmatter.slug}/feed.xml`;
}
/** Every page's link to the feed repeats it: `Insights, Lakeshore Law`. */
export function feedTitle(content: SiteContent, insights: PageEntry): string {
  return `${insights.frontmatter.title}, ${content.facts.shortName}`;
}
export const FEED_LENGTH = 20;
/** How many of the latest related articles a practice area or a profile shows. */
export const LATEST_RELATED = 3;

/** Words right under the Insights address that name lists, in every language, so no article may take them as its slug. */
const PAGE_WORD = 'page';
export const RESERVED_ARTICLE_WORDS = [
  PAGE_WORD,
  ...LANGUAGES.flatMap((l) => Object.values(messagesIn(l).shell.listWords)),
];

export interface ArticleCollection {
  kind: 'all' | 'area' | 'author';
  path: string;
  /** For the area and author collections. */
  name?: string;
  /** `on Family Law`, `by First Last`; none for all of them. */
  subject?: string;
  heading: string;
  articles: ArticleEntry[];
}

export type ListingPage = ReturnType<typeof paginate>[number];

export function insightsPage(content: SiteContent): PageEntry | undefined {
  return content.pages.find((page) => page.name === INSIGHTS_PAGE_NAME);
}

export function listCollections(content: SiteContent, insights: PageEntry): ArticleCollection[] {
  const base = insights.frontmatter.slug;
  const text = messagesIn(langOf(content)).shell;
  // An area's list ends with the area's own address word (`droit-de-la-famille`); its name is the file's, both languages'.
  const addressWords = new Map(content.services.map((s) => [s.name, s.frontmatter.slug.split('/').pop() ?? s.name]));
  const all: ArticleCollection = {
    kind: 'all',
    path: base,
    heading: insights.frontmatter.title,
    articles: content.articles,
  };
  const subset = (
    kind: 'area' | 'author',
    name: string,
    subject: string,
    heading: string,
    belongs: (article: ArticleEntry) => boolean,
  ): ArticleCollection => ({
    kind,
    path: `${base}/${text.listWords[kind]}/${addressWords.get(name) ?? name}`,
    name,
    subject,
    heading,
    articles: content.articles.filter(belongs),
  });
  const byArea = content.services.map((service) =>
    subset('area', service.name, `on ${service.frontmatter.title}`, text.guidesOn(service.frontmatter.title), (a) =>
      a.frontmatter.areas.includes(service.name),
    ),
  );
  const byAuthor = content.team.map((person) =>
    subset(
      'author',
      person.name,
      `by ${person.frontmatter.name}`,
      text.guidesBy(person.frontmatter.name),
      (a) => a.frontmatter.author === person.name,
    ),
  );
  return [all, ...[...byArea, ...byAuthor].filter((collection) => collection.articles.length > 0)];
}

/** The day of the latest change to any of the articles: the sitemap's and the feed's. */
export function lastChangeOf(articles: ArticleEntry[]): string | undefined {
  return articles
    .map((article) => article.frontmatter.updated ?? article.frontmatter.date)
    .sort()
    .at(-1);
}

/** The first page even when empty. */
export function paginate(collection: ArticleCollection) {
  const pageCount = Math.max(1, Math.ceil(collection.articles.length / ARTICLES_PER_PAGE));
  const pagePaths = Array.from({ length: pageCount }, (_, index) => listingPath(collection.path, index + 1));
  return pagePaths.map((pagePath, index) => ({
    path: pagePath,
    collection,
    number: index + 1,
    pageCount,
    articles: collection.articles.slice(index * ARTICLES_PER_PAGE, (index + 1) * ARTICLES_PER_PAGE),
    pagePaths,
  }));
}

function listingPath(collectionPath: string, number: number): string {
  return number === 1 ? collectionPath : `${collectionPath}/${PAGE_WORD}/${number}`;
}

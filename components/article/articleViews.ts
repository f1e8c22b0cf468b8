/** Articles as the lists, bylines and related-article blocks show them (page-data/ builds them). */

/** A link with its text: a practice area or an author as an article names them. */
export interface NamedLink {
  name: string;
  href: string;
}

/** An article as every list of articles and its own page show it. */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  date: string;
  updated?: string;
  /** The author, linked to their profile. */
  author: NamedLink;
  areas: NamedLink[];
  /** Only `npm run dev` shows drafts. */
  draft: boolean;
}

/** One page of a list of articles, as pages/insights shows it. */
export interface ListingView {
  path: string;
  heading: string;
  /** All the articles, or those of one practice area or one author. */
  kind: 'all' | 'area' | 'author';
  number: number;
  pageCount: number;
  pagePaths: string[];
  articles: ArticleSummary[];
}

/** The latest articles of a practice area or an author, and the list of all of them. */
export interface RelatedArticles {
  /** The practice area or the person: `Family Law`, `First Last`. */
  name: string;
  /** `Guides on Family Law`, `Guides by First Last`. */
  heading: string;
  latest: ArticleSummary[];
  total: number;
  /** The list of all of them, e.g. `/insights/area/family-law`. */
  allHref: string;
  allLabel: string;
}

/** Where the articles are listed, and the latest of each practice area and author (by file name). */
export interface ArticleLinks {
  /** The Insights page: its title and address. */
  insights?: NamedLink;
  /** The newest articles of all, for the pages that point to a few (thank-you, not found). */
  latest: ArticleSummary[];
  byArea: ReadonlyMap<string, RelatedArticles>;
  byAuthor: ReadonlyMap<string, RelatedArticles>;
}

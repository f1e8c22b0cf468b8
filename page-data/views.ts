/**
 * The view data of the pages, as page-data/ builds it and the renderer and components read it:
 * each page's head, the site's facts and lists, articles, practice areas and people.
 */
import type React from 'react';
import type { AwardView } from '../content-pipeline/awardSchema';
import type { PictureSource } from '../content-pipeline/pictures';
import type { LicenceView } from '../content-pipeline/regulators';
import type { PageVersion, SiteIndex } from '../content-pipeline/routes';
import type { SiteFacts } from '../content-pipeline/schema';
import type { Lang } from '../lib/languages';

/** What a page's <head> says. */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL, from SITE_URL. */
  canonicalUrl: string;
  noindex: boolean;
  /** schema.org JSON-LD, on the pages that describe the firm as a business. */
  jsonLd?: object;
  /** Set on alias pages: where the browser is sent at once. */
  redirectTo?: string;
  /** Set on articles: Open Graph describes the page as an article, with its days. */
  article?: { published: string; modified?: string };
  /** The feed of articles, announced in every page's head so feed readers find it. */
  feed?: { href: string; title: string };
  /** Open Graph's locale of the page's language, such as `fr_CA`; `en_CA` when absent. */
  locale?: string;
  /** The page in each language (`hreflang`), with `x-default`, when it has more than one. */
  alternates?: { hreflang: string; href: string }[];
}

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

/** A team profile as Who We Are shows it; `file` finds its MDX body. */
export interface TeamMember {
  file: string;
  /** Set when the profile is in another language than the page (a profile not yet translated). */
  lang?: Lang;
  id: string;
  name: string;
  /** Their profile on the team page, e.g. `/who-we-are#team-first-last`. */
  profileHref: string;
  role: string;
  email: string;
  education: string[];
  /** Who licenses the person, the number, and the directory where a visitor can check it. */
  licence?: LicenceView;
  /** The person's awards, each with where it can be checked; often none. */
  awards: AwardView[];
  /** The person's portrait and what it shows; without one the profile shows the initials. */
  photo?: { src: string; alt: string };
}

/** A practice area as every list of services shows it. */
export interface ServiceSummary {
  /** Set when the page is in another language than the list's (a practice area not yet translated). */
  lang?: Lang;
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  /** The words clients type for it: the search page tells them from an area the firm does not practise. */
  searchTerms: string[];
  formValue: string;
}

/** The facts and lists the shared layout and the MDX components read. */
export interface SiteData {
  /** The language of the pages this data is for: the frame's words and `<html lang>` follow it. */
  lang: Lang;
  facts: SiteFacts;
  /** The contact page in this language, else the default language's (the header's button, the form's pages). */
  contactPath: string;
  /** The About page in this language, else the default language's (the footer's link). */
  aboutPath: string;
  services: ServiceSummary[];
  team: TeamMember[];
  /** Each content file's compiled MDX body (components/mdx/MdxBody.tsx runs them). */
  bodies: ReadonlyMap<string, string>;
  /** The pictures the content shows, as the checker read them (components/picture/Picture.tsx). */
  pictures: ReadonlyMap<string, PictureSource>;
  articles: ArticleLinks;
  /** The home page of each language the site has: an English-only page links to the French home. */
  languageHomes: PageVersion[];
  /** The search page's address, when the content has one (the header's search link). */
  searchPath?: string;
}

/** The data every page's +data hook returns. */
export interface PageData {
  head: HeadData;
  site: SiteData;
  /** The content file the page shows, e.g. `content/pages/about.mdx`, for build errors. */
  sourceFile?: string;
  /** The page in every language that has it, when more than one does: the language switch and `hreflang`. */
  versions?: PageVersion[];
}

declare global {
  // https://vike.dev/pageContext#typescript
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      Page?: () => React.ReactElement;
    }
    // https://vike.dev/globalContext#typescript
    interface GlobalContextServer {
      /** The content of this process (pages/+onCreateGlobalContext.server.ts). */
      site: SiteIndex;
    }
  }
}

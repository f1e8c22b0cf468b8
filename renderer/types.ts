import type React from 'react';
import type { SiteIndex } from '../siteContent/routes';
import type { SiteFacts } from '../siteContent/schema';

/** What every page's `<head>` says about it. */
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
  /** `Guides on Family Law`, `Guides by First Last`. */
  heading: string;
  latest: ArticleSummary[];
  total: number;
  /** The list of all of them, e.g. `/insights/area/family-law`. */
  allHref: string;
  allLabel: string;
}

/** A practice area as every list of services shows it. */
export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  formValue: string;
}

/** A team profile as Who We Are shows it; `file` finds its MDX body. */
export interface TeamMember {
  file: string;
  id: string;
  name: string;
  role: string;
  email: string;
  education: string[];
  /** Who licenses the person and the licence number, when the profile gives them. */
  licence?: { body: string; number: string };
  /** The person's portrait and what it shows; without one the profile shows the initials. */
  photo?: { src: string; alt: string };
}

/** The facts and lists the shared layout and the MDX components read. */
export interface SiteData {
  facts: SiteFacts;
  services: ServiceSummary[];
  team: TeamMember[];
  /** Each content file's compiled MDX body (components/mdx/MdxBody.tsx runs them). */
  bodies: ReadonlyMap<string, string>;
  articles: ArticleLinks;
}

/** Where the articles are listed, and the latest of each practice area and author (by file name). */
export interface ArticleLinks {
  /** The Insights page: its title and address. */
  insights?: NamedLink;
  byArea: ReadonlyMap<string, RelatedArticles>;
  byAuthor: ReadonlyMap<string, RelatedArticles>;
}

/** The data every page's +data hook returns. */
export interface PageData {
  head: HeadData;
  site: SiteData;
  /** The content file the page shows, e.g. `content/pages/about.mdx`, for build errors. */
  sourceFile?: string;
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

/** The view data page-data/ builds and the renderer and components read. */
import type React from 'react';
import type { AwardView } from '../content-pipeline/awardSchema';
import type { PictureSource } from '../content-pipeline/pictures';
import type { LicenceView } from '../content-pipeline/regulators';
import type { PageVersion, SiteIndex } from '../content-pipeline/routes';
import type { ArticleFrontmatter, ServiceFrontmatter, SiteFacts, TeamFrontmatter } from '../content-pipeline/schema';
import type { Lang } from '../lib/languages';

export interface HeadData {
  title: string;
  description: string;
  canonicalUrl: string;
  noindex: boolean;
  /** schema.org JSON-LD, on the pages that describe the firm as a business. */
  jsonLd?: object;
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

export interface NamedLink {
  name: string;
  href: string;
}

/** `draft`: only `npm run dev` shows drafts. */
export type ArticleSummary = Pick<ArticleFrontmatter, 'slug' | 'title' | 'description' | 'date' | 'draft'> & {
  updated?: string;
  author: NamedLink;
  areas: NamedLink[];
};

export interface ListingView {
  path: string;
  heading: string;
  kind: 'all' | 'area' | 'author';
  number: number;
  pageCount: number;
  pagePaths: string[];
  articles: ArticleSummary[];
}

/** The latest articles of a practice area or an author, and the list of all of them. */
export interface RelatedArticles {
  name: string;
  heading: string;
  latest: ArticleSummary[];
  total: number;
  allHref: string;
  allLabel: string;
}

/** Where the articles are listed, and the latest of each practice area and author (by file name). */
export interface ArticleLinks {
  insights?: NamedLink;
  /** The newest articles of all, for the pages that point to a few (thank-you, not found). */
  latest: ArticleSummary[];
  byArea: ReadonlyMap<string, RelatedArticles>;
  byAuthor: ReadonlyMap<string, RelatedArticles>;
}

/**
 * A team profile as Who We Are shows it; `file` finds its MDX body. `lang` is set on a profile
 * not yet translated; without `photo` the profile shows the initials.
 */
export type TeamMember = Pick<TeamFrontmatter, 'name' | 'role' | 'email' | 'education'> & {
  file: string;
  lang?: Lang;
  id: string;
  profileHref: string;
  licence?: LicenceView;
  awards: AwardView[];
  photo?: { src: string; alt: string };
};

/** `lang` is set on a practice area not yet translated (the list's language differs). */
export type ServiceSummary = Pick<
  ServiceFrontmatter,
  'slug' | 'title' | 'summary' | 'highlights' | 'searchTerms' | 'formValue'
> & {
  lang?: Lang;
};

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
  bodies: ReadonlyMap<string, string>;
  pictures: ReadonlyMap<string, PictureSource>;
  articles: ArticleLinks;
  /** The home page of each language the site has: an English-only page links to the French home. */
  languageHomes: PageVersion[];
  /** The search page's address, when the content has one (the header's search link). */
  searchPath?: string;
}

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

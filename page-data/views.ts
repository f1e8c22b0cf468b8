import type React from 'react';
import type { ListingPage } from '../content-pipeline/articles';
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
  jsonLd?: object;
  redirectTo?: string;
  article?: { published: string; modified?: string };
  feed?: { href: string; title: string };
  locale?: string;
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

export type ListingView = Pick<ListingPage, 'path' | 'number' | 'pageCount' | 'pagePaths'> & {
  heading: string;
  kind: 'all' | 'area' | 'author';
  articles: ArticleSummary[];
};

export interface RelatedArticles {
  name: string;
  heading: string;
  latest: ArticleSummary[];
  total: number;
  allHref: string;
  allLabel: string;
}

export interface ArticleLinks {
  insights?: NamedLink;
  latest: ArticleSummary[];
  byArea: ReadonlyMap<string, RelatedArticles>;
  byAuthor: ReadonlyMap<string, RelatedArticles>;
}

/** `lang` is set on a profile not yet translated. */
export type TeamMember = Pick<TeamFrontmatter, 'name' | 'role' | 'email' | 'education'> & {
  file: string;
  lang?: Lang;
  id: string;
  profileHref: string;
  licence?: LicenceView;
  /** The form values of the practice areas the person practises: each area's page shows them. */
  areas: string[];
  awards: AwardView[];
  photo?: { src: string; alt: string };
};

/** `lang` is set on a practice area not yet translated (the list's language differs). */
export type ServiceSummary = Pick<ServiceFrontmatter, 'slug' | 'title' | 'summary' | 'highlights' | 'formValue'> & {
  lang?: Lang;
};

export interface SiteData {
  lang: Lang;
  facts: SiteFacts;
  /** The contact page in this language, else the default language's (the header's button, the form's pages). */
  contactPath: string;
  aboutPath: string;
  services: ServiceSummary[];
  team: TeamMember[];
  bodies: ReadonlyMap<string, string>;
  pictures: ReadonlyMap<string, PictureSource>;
  articles: ArticleLinks;
  /** The home page of each language the site has: an English-only page links to the French home. */
  languageHomes: PageVersion[];
  searchPath?: string;
  /** The pages with search terms, for the search page: a query in their words puts them first. */
  searchListed: SearchListing[];
}

/** A page or an area not practised, and the words people type for it; an area not practised has no `href`. */
export interface SearchListing {
  title: string;
  terms: string[];
  href?: string;
  kind?: 'service' | 'page';
}

export interface PageData {
  head: HeadData;
  site: SiteData;
  /** The content file the page shows, for build errors. */
  sourceFile?: string;
  versions?: PageVersion[];
  /** The form value of the practice area the page belongs to: its links to the form choose it. */
  practiceArea?: string;
}

declare global {
  // https://vike.dev/pageContext#typescript
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      Page?: () => React.ReactElement;
    }
    interface PageContextServer {
      /** The checked content, handed to every page by the build (build/renderPages.ts) and `npm run dev`. */
      site: SiteIndex;
    }
  }
}

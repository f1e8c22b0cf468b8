/** The data every page's +data hook returns, and what Vike's contexts carry for this site. */
import type React from 'react';
import type { SiteIndex } from '../content-pipeline/routes';
import type { PictureSource } from '../content-pipeline/pictures';
import type { SiteFacts } from '../content-pipeline/schema';
import type { ArticleLinks } from '../components/article/articleViews';
import type { ServiceSummary } from '../components/service/serviceSummary';
import type { TeamMember } from '../components/team/teamMember';
import type { HeadData } from './renderHead';
import type { Lang } from '../lib/languages';
import type { PageVersion } from '../content-pipeline/routes';

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

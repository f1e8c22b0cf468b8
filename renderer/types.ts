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

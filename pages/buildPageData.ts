/** Builds the data every +data hook returns: the head of the page and the site-wide facts and lists. */
import { oncePerObject } from '../lib/oncePerObject';
import type { HeadData, PageData, SiteData } from '../renderer/types';
import type { RoutableEntry, SiteContent } from '../siteContent/loadContent';
import { absoluteUrl } from '../siteContent/routes';
import { legalServiceJsonLd } from './legalServiceJsonLd';

/** The site-wide facts and lists, built once per content object and shared by every page. */
export const buildSiteData = oncePerObject(function collectSiteData(content: SiteContent): SiteData {
  return {
    facts: content.facts,
    services: content.services.map(({ frontmatter: f }) => ({
      slug: f.slug,
      title: f.title,
      summary: f.summary,
      highlights: f.highlights,
      formValue: f.formValue,
    })),
    team: content.team.map(({ file, name, frontmatter: f }) => ({
      file,
      id: name,
      name: f.name,
      role: f.role,
      email: f.email,
      education: f.education,
      ...(f.licence ? { licence: f.licence } : {}),
      ...(f.photo && f.photoAlt ? { photo: { src: f.photo, alt: f.photoAlt } } : {}),
    })),
    bodies: content.bodies,
  };
});

/** The page title as the browser tab shows it: "Family Law | Lakeshore Law". */
export function getPageTitle(title: string, content: SiteContent): string {
  const suffix = content.facts.shortName;
  return title.includes(suffix) ? title : `${title} | ${suffix}`;
}

export function buildHead(content: SiteContent, entry: RoutableEntry): HeadData {
  const f = entry.frontmatter;
  return {
    title: getPageTitle(f.title, content),
    description: f.description,
    canonicalUrl: absoluteUrl(content, f.slug),
    noindex: f.noindex,
    jsonLd: f.structuredData ? legalServiceJsonLd(content) : undefined,
  };
}

export function buildPageData(content: SiteContent, entry: RoutableEntry): PageData & { entry: RoutableEntry } {
  return { head: buildHead(content, entry), site: buildSiteData(content), entry, sourceFile: entry.file };
}

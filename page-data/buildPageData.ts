import { oncePerObject } from '../lib/oncePerObject';
import type { ArticleSummary, HeadData, PageData, SiteData } from './views';
import { feedPath, feedTitle, insightsPage } from '../content-pipeline/articles';
import {
  everyLanguage,
  langOf,
  pageOrOriginal,
  type RoutableEntry,
  type SiteContent,
} from '../content-pipeline/contentTypes';
import {
  absoluteUrl,
  CONTACT_PAGE_NAME,
  isNotFoundPage,
  profilePath,
  searchPath,
  type SiteIndex,
} from '../content-pipeline/routes';
import { CONTACT_PATH } from '../consultation-request/endpoint';
import { DEFAULT_LANG, LANGUAGE_RECORDS, LANGUAGES, languageRoot } from '../lib/languages';
import { articleLinksOf, articleSummary } from './articleData';
import { licenceView } from '../content-pipeline/regulators';
import { copyrightYearOf } from '../content-pipeline/copyrightYear';

export const buildSiteData = oncePerObject(function collectSiteData(content: SiteContent): SiteData {
  const pagePath = (name: string, otherwise: string) => pageOrOriginal(content, name)?.frontmatter.slug ?? otherwise;
  return {
    lang: langOf(content),
    facts: { ...content.facts, copyrightYear: copyrightYearOf(content) },
    contactPath: pagePath(CONTACT_PAGE_NAME, CONTACT_PATH),
    aboutPath: pagePath('about', '/about'),
    services: content.services.map((service) => ({
      // A practice area not yet translated is the default language's page: its link says so.
      ...(langOf(service) !== langOf(content) ? { lang: langOf(service) } : {}),
      slug: service.frontmatter.slug,
      title: service.frontmatter.title,
      summary: service.frontmatter.summary,
      highlights: service.frontmatter.highlights,
      formValue: service.frontmatter.formValue,
    })),
    team: content.team.map((member) => {
      const { file, name, frontmatter: f } = member;
      return {
        // A profile not yet translated is the default language's: its words say so.
        ...(langOf(member) !== langOf(content) ? { lang: langOf(member) } : {}),
        file,
        id: name,
        name: f.name,
        profileHref: profilePath(content, name),
        role: f.role,
        email: f.email,
        education: f.education,
        ...(f.licence ? { licence: licenceView(f.licence, langOf(content)) } : {}),
        areas: content.services.filter((area) => f.areas.includes(area.name)).map((area) => area.frontmatter.formValue),
        awards: f.awards,
        ...(f.photo && f.photoAlt ? { photo: { src: f.photo, alt: f.photoAlt } } : {}),
      };
    }),
    bodies: content.bodies,
    pictures: content.pictures,
    articles: articleLinksOf(content),
    languageHomes: everyLanguage(content.original ?? content).flatMap((site) => {
      const root = languageRoot(langOf(site));
      return site.pages.some((page) => page.frontmatter.slug === root) ? [{ lang: langOf(site), path: root }] : [];
    }),
    ...(searchPath(content) ? { searchPath: searchPath(content) } : {}),
    searchListed: [...content.services, ...content.pages]
      .filter((entry) => entry.frontmatter.searchTerms.length > 0 && langOf(entry) === langOf(content))
      .map(({ kind, frontmatter: f }) => ({
        title: f.title,
        terms: f.searchTerms,
        href: f.slug,
        kind: kind === 'service' ? kind : 'page',
      })),
  };
});

/** A page's data with its versions in other languages: the language switch and `hreflang` (`x-default`). */
export function withVersions<Data extends PageData>(site: SiteIndex, urlPath: string, data: Data): Data {
  const versions = site.versionsOf(urlPath);
  if (versions.length < 2) return data;
  const href = (path: string) => absoluteUrl(site.content, path);
  const fallback = versions.find((version) => version.lang === DEFAULT_LANG);
  const alternates = [
    ...versions.map((version) => ({ hreflang: LANGUAGE_RECORDS[version.lang].tag, href: href(version.path) })),
    ...(fallback ? [{ hreflang: 'x-default', href: href(fallback.path) }] : []),
  ];
  return { ...data, versions, head: { ...data.head, alternates } };
}

export function getPageTitle(title: string, content: SiteContent): string {
  const suffix = content.facts.shortName;
  return title.includes(suffix) ? title : `${title} | ${suffix}`;
}

export function pageHead(
  content: SiteContent,
  page: { title: string; description: string; urlPath: string; noindex?: boolean },
): HeadData {
  const insights = insightsPage(content);
  return {
    title: getPageTitle(page.title, content),
    description: page.description,
    canonicalUrl: absoluteUrl(content, page.urlPath),
    noindex: page.noindex ?? false,
    locale: LANGUAGE_RECORDS[langOf(content)].locale,
    ...(insights ? { feed: { href: feedPath(insights), title: feedTitle(content, insights) } } : {}),
  };
}

export function buildHead(content: SiteContent, entry: RoutableEntry): HeadData {
  const f = entry.frontmatter;
  const head = pageHead(content, { title: f.title, description: f.description, urlPath: f.slug });
  if (entry.kind === 'article') {
    const summary = articleSummary(content, entry);
    return {
      ...head,
      jsonLd: articleJsonLd(content, summary),
      article: { published: summary.date, ...(summary.updated ? { modified: summary.updated } : {}) },
    };
  }
  return {
    ...head,
    noindex: entry.frontmatter.noindex || isNotFoundPage(entry),
    jsonLd: entry.frontmatter.structuredData ? legalServiceJsonLd(content) : undefined,
  };
}

function articleJsonLd(content: SiteContent, article: ArticleSummary): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    inLanguage: LANGUAGE_RECORDS[langOf(content)].tag,
    mainEntityOfPage: absoluteUrl(content, article.slug),
    author: { '@type': 'Person', name: article.author.name, url: absoluteUrl(content, article.author.href) },
    publisher: { '@type': 'LegalService', name: content.facts.firmName, url: absoluteUrl(content, '/') },
    about: article.areas.map((area) => ({ '@type': 'Thing', name: area.name, url: absoluteUrl(content, area.href) })),
  };
}

function legalServiceJsonLd(content: SiteContent): object {
  const { facts } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: facts.firmName,
    description: facts.blurb,
    url: absoluteUrl(content, languageRoot(langOf(content))),
    knowsLanguage: LANGUAGES.map((lang) => LANGUAGE_RECORDS[lang].tag),
    email: facts.email,
    telephone: facts.phones.map((phone) => phone.dial),
    foundingDate: String(facts.claims.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.province,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.country,
    },
    areaServed: { '@type': 'AdministrativeArea', name: 'Ontario, Canada' },
    openingHoursSpecification: facts.officeHours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: row.dayNames,
        opens: row.opens,
        closes: row.closes,
      })),
    sameAs: facts.social.map((network) => network.url),
    knowsAbout: content.services.map((service) => service.frontmatter.title),
  };
}

export type ContentPageData = PageData & { entry: RoutableEntry; article?: ArticleSummary };

export function buildPageData(content: SiteContent, entry: RoutableEntry): ContentPageData {
  return {
    head: buildHead(content, entry),
    site: buildSiteData(content),
    entry,
    sourceFile: entry.file,
    ...(entry.kind === 'article' ? { article: articleSummary(content, entry) } : {}),
    ...practiceAreaOf(content, entry),
  };
}

/** The practice area a page belongs to, by its form value: a practice page's own, a guide's first. */
function practiceAreaOf(content: SiteContent, entry: RoutableEntry): Pick<PageData, 'practiceArea'> {
  const name =
    entry.kind === 'service' ? entry.name : entry.kind === 'article' ? entry.frontmatter.areas[0] : undefined;
  const service = content.services.find((candidate) => candidate.name === name);
  return service ? { practiceArea: service.frontmatter.formValue } : {};
}

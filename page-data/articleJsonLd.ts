import type { ArticleSummary } from './views';
import { langOf, type SiteContent } from '../content-pipeline/contentTypes';
import { LANGUAGE_TAGS } from '../lib/languages';
import { absoluteUrl } from '../content-pipeline/routes';

export function articleJsonLd(content: SiteContent, article: ArticleSummary): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    inLanguage: LANGUAGE_TAGS[langOf(content)].html,
    mainEntityOfPage: absoluteUrl(content, article.slug),
    author: { '@type': 'Person', name: article.author.name, url: absoluteUrl(content, article.author.href) },
    publisher: { '@type': 'LegalService', name: content.facts.firmName, url: absoluteUrl(content, '/') },
    about: article.areas.map((area) => ({ '@type': 'Thing', name: area.name, url: absoluteUrl(content, area.href) })),
  };
}

import { oncePerObject } from '../lib/oncePerObject';
import type { ArticleLinks, ArticleSummary, RelatedArticles } from './views';
import { insightsPage, LATEST_RELATED, listCollections, type ArticleCollection } from '../content-pipeline/articles';
import { langOf, type ArticleEntry, type SiteContent } from '../content-pipeline/contentTypes';
import { messagesIn } from '../lib/languages';
import { profilePath } from '../content-pipeline/routes';

const linksOf = oncePerObject(function collectLinks(content: SiteContent) {
  return {
    authors: new Map(
      content.team.map((person) => [
        person.name,
        { name: person.frontmatter.name, href: profilePath(content, person.name) },
      ]),
    ),
    areas: new Map(
      content.services.map((service) => [
        service.name,
        { name: service.frontmatter.title, href: service.frontmatter.slug },
      ]),
    ),
  };
});

const summariesOf = oncePerObject(
  (content: SiteContent) => new Map(content.articles.map((article) => [article, summarise(content, article)])),
);

export function articleSummary(content: SiteContent, article: ArticleEntry): ArticleSummary {
  return summariesOf(content).get(article) ?? summarise(content, article);
}

function summarise(content: SiteContent, article: ArticleEntry): ArticleSummary {
  const links = linksOf(content);
  const f = article.frontmatter;
  return {
    slug: f.slug,
    title: f.title,
    description: f.description,
    date: f.date,
    ...(f.updated ? { updated: f.updated } : {}),
    // The checker makes sure the author and areas exist (content-pipeline/checkArticles.ts).
    author: links.authors.get(f.author) ?? { name: f.author, href: '/' },
    areas: f.areas.flatMap((area) => links.areas.get(area) ?? []),
    draft: f.draft,
  };
}

export const articleLinksOf = oncePerObject(function collectArticleLinks(content: SiteContent): ArticleLinks {
  const insights = insightsPage(content);
  const collections = insights ? listCollections(content, insights) : [];
  const byKind = (kind: ArticleCollection['kind']) =>
    new Map(
      collections
        .filter((collection) => collection.kind === kind && collection.name)
        .map((collection) => [collection.name ?? '', related(content, collection)]),
    );
  return {
    ...(insights ? { insights: { name: insights.frontmatter.title, href: insights.frontmatter.slug } } : {}),
    latest: content.articles.slice(0, LATEST_RELATED).map((article) => articleSummary(content, article)),
    byArea: byKind('area'),
    byAuthor: byKind('author'),
  };
});

function related(content: SiteContent, collection: ArticleCollection): RelatedArticles {
  const total = collection.articles.length;
  const links = linksOf(content);
  const subject = collection.kind === 'area' ? links.areas : links.authors;
  const name = subject.get(collection.name ?? '')?.name ?? collection.heading;
  return {
    name,
    heading: collection.heading,
    latest: collection.articles.slice(0, LATEST_RELATED).map((article) => articleSummary(content, article)),
    total,
    allHref: collection.path,
    allLabel: messagesIn(langOf(content)).shell.guideCount(total, {
      name,
      subject: collection.subject ?? name,
      kind: collection.kind === 'author' ? 'author' : 'area',
    }),
  };
}

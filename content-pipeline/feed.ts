/** The Atom feed of the newest articles, with absolute links only: Atom readers resolve nothing against the page. */
import { Feed as AtomFeed, type Item } from 'feed';
import { FEED_LENGTH, feedPath, feedTitle, insightsPage, lastChangeOf } from './articles';
import type { ArticleEntry, SiteContent } from './contentTypes';
import { absoluteUrl, profilePath } from './routes';

export function renderFeed(content: SiteContent, now = new Date()) {
  const insights = insightsPage(content);
  if (!insights) return undefined;
  const path = feedPath(insights);
  const articles = content.articles.slice(0, FEED_LENGTH);
  const latest = lastChangeOf(articles);
  const feed = new AtomFeed({
    id: absoluteUrl(content, path),
    title: feedTitle(content, insights),
    description: insights.frontmatter.description,
    link: absoluteUrl(content, insights.frontmatter.slug),
    feed: absoluteUrl(content, path),
    // Atom needs an update time even before the first article: the time of this build then.
    updated: latest ? atomTime(latest) : now,
    author: { name: content.facts.firmName },
    generator: false,
  });
  for (const article of articles) feed.addItem(feedItem(content, article));
  return { path, xml: feed.atom1() };
}

function feedItem(content: SiteContent, article: ArticleEntry): Item {
  const f = article.frontmatter;
  const author = content.team.find((person) => person.name === f.author);
  const authorLink = author ? absoluteUrl(content, profilePath(content, author.name)) : undefined;
  return {
    // The package marks entry titles and summaries as HTML: escaped, they read as the editor wrote them.
    title: asHtml(f.title),
    description: asHtml(f.description),
    link: absoluteUrl(content, f.slug),
    published: atomTime(f.date),
    date: atomTime(f.updated ?? f.date),
    author: [{ name: author?.frontmatter.name ?? f.author, link: authorLink }],
    category: f.areas.flatMap((area) => {
      const service = content.services.find((s) => s.name === area);
      // feed v6 escapes & and " in attribute values but not <, which no practice area title has yet.
      return service ? [{ term: area, name: service.frontmatter.title }] : [];
    }),
  };
}

/** A day as an Atom date-time: the start of the day in Toronto would depend on the season, so UTC midnight. */
function atomTime(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

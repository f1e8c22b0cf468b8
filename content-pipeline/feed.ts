/**
 * The Atom feed of the newest articles (`/insights/feed.xml`): feed readers and the firm's
 * newsletter tools follow the guides without visiting the site. Absolute links only, as Atom
 * readers resolve nothing against the page. The build writes it (build/seoFiles.ts) and
 * `npm run dev` serves it from the live content.
 */
import { FEED_LENGTH, feedPath, insightsPage } from './articles';
import type { ArticleEntry, SiteContent } from './contentTypes';
import { absoluteUrl, profilePath } from './routes';

export interface Feed {
  /** Where it is served, e.g. `/insights/feed.xml`. */
  path: string;
  xml: string;
}

/** The feed, or undefined when the site has no Insights page. */
export function renderFeed(content: SiteContent, now = new Date()): Feed | undefined {
  const insights = insightsPage(content);
  if (!insights) return undefined;
  const path = feedPath(insights);
  const articles = content.articles.slice(0, FEED_LENGTH);
  const days = articles.map((article) => article.frontmatter.updated ?? article.frontmatter.date).sort();
  const latestDay = days[days.length - 1];
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-CA">',
    `  <title>${xml(`${insights.frontmatter.title}, ${content.facts.shortName}`)}</title>`,
    `  <subtitle>${xml(insights.frontmatter.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(absoluteUrl(content, path))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(absoluteUrl(content, insights.frontmatter.slug))}"/>`,
    `  <id>${xml(absoluteUrl(content, path))}</id>`,
    // Atom needs an update time even before the first article: the time of this build then.
    `  <updated>${latestDay ? atomTime(latestDay) : now.toISOString()}</updated>`,
    `  <author><name>${xml(content.facts.firmName)}</name></author>`,
    ...articles.map((article) => renderEntry(content, article)),
    '</feed>',
    '',
  ];
  return { path, xml: lines.join('\n') };
}

function renderEntry(content: SiteContent, article: ArticleEntry): string {
  const f = article.frontmatter;
  const url = absoluteUrl(content, f.slug);
  const author = content.team.find((person) => person.name === f.author);
  const authorUri = author ? absoluteUrl(content, profilePath(content, author.name)) : undefined;
  const categories = f.areas.flatMap((area) => {
    const service = content.services.find((s) => s.name === area);
    return service ? [`    <category term="${xml(area)}" label="${xml(service.frontmatter.title)}"/>`] : [];
  });
  return [
    '  <entry>',
    `    <title>${xml(f.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
    `    <id>${xml(url)}</id>`,
    `    <published>${atomTime(f.date)}</published>`,
    `    <updated>${atomTime(f.updated ?? f.date)}</updated>`,
    `    <author><name>${xml(author?.frontmatter.name ?? f.author)}</name>${authorUri ? `<uri>${xml(authorUri)}</uri>` : ''}</author>`,
    `    <summary>${xml(f.description)}</summary>`,
    ...categories,
    '  </entry>',
  ].join('\n');
}

/** A day as an Atom date-time: the start of the day in Toronto would depend on the season, so UTC midnight. */
function atomTime(day: string): string {
  return `${day}T00:00:00Z`;
}

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The Atom feed (content-pipeline/feed.ts), read back with a feed parser: the newest 20 articles,
 * newest first, every link absolute, each entry with its author, practice areas and days; what
 * editors write shown as they wrote it; and a valid feed before the first article.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { renderFeed } from '../../content-pipeline/feed';
import type { ArticleEntry, SiteContent } from '../../content-pipeline/contentTypes';
import { loadContent } from '../../content-pipeline/loadContent';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';

const content = loadContent(FIXTURE_CONTENT_DIR);

/** The fixture with `count` articles, one a day back from 2026-10-31, newest first as the loader sorts them. */
function withArticles(count: number): SiteContent {
  const model = content.articles[0] as ArticleEntry;
  const articles = Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 31 - index)).toISOString().slice(0, 10);
    return {
      ...model,
      name: `guide-${index}`,
      file: `content/articles/guide-${index}.mdx`,
      frontmatter: { ...model.frontmatter, slug: `/insights/guide-${index}`, title: `Guide ${index}`, date: day },
    };
  });
  return { ...content, articles };
}

describe('the feed', () => {
  it('carries the newest 20 articles, newest first, with absolute links', () => {
    const feed = parseFeed(renderFeed(withArticles(25))?.xml ?? '');
    expect(feed.items).toHaveLength(20);
    expect(feed.items.map((item) => item.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Guide ${i}`));
    expect(feed.items[0]?.url).toBe('https://www.example.com/insights/guide-0');
    expect(feed.updated?.toISOString()).toBe('2026-10-31T00:00:00.000Z');
    for (const item of feed.items) expect(item.url).toMatch(/^https:\/\/www\.example\.com\/insights\//);
  });

  it('names itself, the Insights page and the firm, and describes each entry', () => {
    const feed = parseFeed(renderFeed(content)?.xml ?? '');
    expect(feed.meta.type).toBe('atom');
    expect(feed.self).toBe('https://www.example.com/insights/feed.xml');
    expect(feed.url).toBe('https://www.example.com/insights');
    expect(feed.authors.map((author) => author.name)).toEqual(['Lakeshore Law Professional Corporation']);
    const entry = feed.items.find((item) => item.title === 'How Child Support Is Worked Out');
    expect(entry?.url).toBe('https://www.example.com/insights/child-support-basics');
    expect(entry?.published?.toISOString()).toBe('2026-09-30T00:00:00.000Z');
    expect(entry?.updated?.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(entry?.description).toMatch(/^A plain-language guide to how Child Support/);
    expect(entry?.authors).toEqual([expect.objectContaining({ name: 'Alexandra Reid' })]);
    expect(entry?.authors[0]?.url).toMatch(/^https:\/\/www\.example\.com\/.*#/);
    expect(entry?.categories).toEqual([expect.objectContaining({ term: 'family-law', label: 'Family Law' })]);
  });

  it('is valid before the first article, updated at the time of the build', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    const feed = parseFeed(renderFeed(withArticles(0), now)?.xml ?? '');
    expect(feed.items).toEqual([]);
    expect(feed.title).toBe('Insights, Lakeshore Law');
    expect(feed.updated?.toISOString()).toBe(now.toISOString());
  });

  it('escapes what the editors write', () => {
    const tricky = withArticles(1);
    const [article] = tricky.articles as [ArticleEntry];
    const title = 'Fees & "costs" <explained>, R&amp;D';
    const description = 'What <b> means & what it costs.';
    article.frontmatter = { ...article.frontmatter, title, description };
    const feed = parseFeed(renderFeed(tricky)?.xml ?? '');
    expect(feed.items[0]?.title).toBe(title);
    expect(feed.items[0]?.description).toBe(description);
  });

  it('is not written when the site has no Insights page', () => {
    expect(renderFeed({ ...content, pages: content.pages.filter((page) => page.name !== 'insights') })).toBeUndefined();
  });
});

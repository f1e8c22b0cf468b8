// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ListingView, PageData } from '../../page-data/views';
import { INSIGHTS_PAGE_NAME } from '../../content-pipeline/articles';
import { articleSummary } from '../../page-data/articleData';
import { buildSiteData, pageHead, withVersions } from '../../page-data/buildPageData';
import { languageOfPath, messagesIn } from '../../lib/languages';

export type Data = PageData & {
  listing: ListingView;
  /** The Insights page's file: its text opens the first page of the list of all articles. */
  sourceFile: string;
};

export function data(pageContext: PageContextServer): Data {
  const { site } = pageContext;
  const listing = site.listingAt(pageContext.urlPathname);
  if (!listing) throw render(404);
  const lang = languageOfPath(listing.path);
  const content = site.contentIn(lang);
  const text = messagesIn(lang).shell;
  const insights = site.pageIn(lang, INSIGHTS_PAGE_NAME) ?? site.page(INSIGHTS_PAGE_NAME);
  const { collection, number, pageCount } = listing;
  const heading = collection.kind === 'all' ? insights.frontmatter.title : collection.heading;
  const pageNote = number > 1 ? text.pageOf(number, pageCount) : '';
  const description =
    collection.kind === 'all'
      ? insights.frontmatter.description
      : text.listDescription(collection.heading, content.facts.shortName);
  return withVersions(site, listing.path, {
    // The Insights page's noindex holds for every list of articles it heads.
    head: pageHead(content, {
      title: `${heading}${pageNote}`,
      description,
      urlPath: listing.path,
      noindex: insights.frontmatter.noindex,
    }),
    site: buildSiteData(content),
    listing: {
      path: listing.path,
      heading,
      kind: collection.kind,
      number,
      pageCount,
      pagePaths: listing.pagePaths,
      articles: listing.articles.map((article) => articleSummary(content, article)),
    },
    sourceFile: insights.file,
  });
}

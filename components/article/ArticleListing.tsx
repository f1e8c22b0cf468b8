import { useShellText, useSite } from '../PageDataContext';
import type { ListingView } from '../../page-data/views';
import { container } from '../../styles/layout.css';
import { Hero } from '../mdx/Hero';
import { MdxBody } from '../mdx/MdxBody';
import { ArticleList } from './ArticleList';
import * as styles from './ArticleListing.css';
import { GuideIndex } from './GuideIndex';
import { Pagination } from './Pagination';

/** The first page of all articles opens with the Insights page's text; the others with a heading. */
export function ArticleListing({ listing, insightsFile }: { listing: ListingView; insightsFile: string }) {
  const { articles } = useSite();
  const text = useShellText();
  const opensWithText = listing.kind === 'all' && listing.number === 1;
  return (
    <>
      {opensWithText ? (
        <MdxBody file={insightsFile} />
      ) : (
        <Hero heading={listing.heading}>
          {listing.pageCount > 1 && (
            <p>
              Page {listing.number} of {listing.pageCount}
            </p>
          )}
          {listing.kind !== 'all' && articles.insights && (
            <p>
              <a href={articles.insights.href}>{text.allOf(articles.insights.name)}</a>
            </p>
          )}
        </Hero>
      )}
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.list}>
          {listing.articles.length > 0 ? (
            <ArticleList articles={listing.articles} headingLevel={2} featureFirst={opensWithText} />
          ) : (
            <p>{text.noArticlesYet}</p>
          )}
          <Pagination current={listing.number} pagePaths={listing.pagePaths} label={text.pagesOf(listing.heading)} />
        </div>
        <GuideIndex current={listing.path} />
      </div>
    </>
  );
}

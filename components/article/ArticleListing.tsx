import { useSite } from '../../renderer/PageDataContext';
import type { ListingView } from './articleViews';
import { container } from '../../styles/layout.css';
import { MdxBody } from '../mdx/MdxBody';
import { ArticleList } from './ArticleList';
import * as styles from './ArticleListing.css';
import { Pagination } from './Pagination';

/**
 * A page of a list of articles. The first page of all of them opens with the Insights page's own
 * text (its hero and introduction); the other pages, and the lists by area or author, with a
 * heading that says which list and which page it is.
 */
export function ArticleListing({ listing, insightsFile }: { listing: ListingView; insightsFile: string }) {
  const { articles } = useSite();
  const opensWithText = listing.kind === 'all' && listing.number === 1;
  return (
    <>
      {opensWithText ? (
        <MdxBody file={insightsFile} />
      ) : (
        <div className={`${container} ${styles.header}`}>
          <h1 className={styles.heading}>{listing.heading}</h1>
          {listing.pageCount > 1 && (
            <p className={styles.pageNote}>
              Page {listing.number} of {listing.pageCount}
            </p>
          )}
          {listing.kind !== 'all' && articles.insights && (
            <p>
              <a href={articles.insights.href}>All {articles.insights.name.toLowerCase()}</a>
            </p>
          )}
        </div>
      )}
      <div className={`${container} ${styles.list}`}>
        {listing.articles.length > 0 ? (
          <ArticleList articles={listing.articles} headingLevel={2} />
        ) : (
          <p>No articles have been published yet.</p>
        )}
        <Pagination
          current={listing.number}
          pagePaths={listing.pagePaths}
          label={`Pages of ${listing.heading.toLowerCase()}`}
        />
      </div>
    </>
  );
}

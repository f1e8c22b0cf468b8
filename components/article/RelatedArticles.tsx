import type { RelatedArticles as Related } from '../../page-data/views';
import { ArticleList, type HeadingLevel } from './ArticleList';
import * as styles from './RelatedArticles.css';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';

export function RelatedArticles({ related, headingLevel }: { related: Related | undefined; headingLevel: 2 | 3 | 4 }) {
  if (!related) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.related} {...SKIP_IN_SEARCH}>
      <div className={styles.layout}>
        <div className={styles.intro}>
          <Heading className={styles.heading}>{related.heading}</Heading>
          <p className={styles.all}>
            <a href={related.allHref}>{related.allLabel}</a>
          </p>
        </div>
        <ArticleList articles={related.latest} headingLevel={(headingLevel + 1) as HeadingLevel} />
      </div>
    </div>
  );
}

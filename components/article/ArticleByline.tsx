import { formatDay } from '../../lib/formatDay';
import type { ArticleSummary } from './articleViews';
import * as styles from './ArticleByline.css';

/** "March 12, 2026 · Updated May 2, 2026 · By First Last": the days and the author of an article. */
export function ArticleByline({ article, linkAuthor = true }: { article: ArticleSummary; linkAuthor?: boolean }) {
  return (
    <p className={styles.byline}>
      <time dateTime={article.date}>{formatDay(article.date)}</time>
      {article.updated && (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            Updated <time dateTime={article.updated}>{formatDay(article.updated)}</time>
          </span>
        </>
      )}
      <span aria-hidden="true"> · </span>
      <span>By {linkAuthor ? <a href={article.author.href}>{article.author.name}</a> : article.author.name}</span>
      {article.draft && <span className={styles.draft}>Draft: not on the public site</span>}
    </p>
  );
}

import { formatDay } from '../../lib/formatDay';
import { useShellText, useSite } from '../PageDataContext';
import type { ArticleSummary } from '../../page-data/views';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import * as styles from './ArticleByline.css';

/** Not searched: a person's name finds their profile, not every guide they signed. */
export function ArticleByline({ article, linkAuthor = true }: { article: ArticleSummary; linkAuthor?: boolean }) {
  const { lang } = useSite();
  const text = useShellText();
  return (
    <p className={styles.byline} {...SKIP_IN_SEARCH}>
      <time dateTime={article.date}>{formatDay(article.date, lang)}</time>
      {article.updated && (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            {text.updated} <time dateTime={article.updated}>{formatDay(article.updated, lang)}</time>
          </span>
        </>
      )}
      <span aria-hidden="true"> · </span>
      <span>
        {text.by} {linkAuthor ? <a href={article.author.href}>{article.author.name}</a> : article.author.name}
      </span>
      {article.draft && <span className={styles.draft}>{text.draft}</span>}
    </p>
  );
}

import type { ArticleSummary } from '../../page-data/views';
import { useShellText } from '../PageDataContext';
import { ArticleByline } from './ArticleByline';
import * as styles from './ArticleList.css';

export type HeadingLevel = 2 | 3 | 4 | 5;

/**
 * Articles newest first, each with its title (a link), days, author and summary. The titles are
 * h2 on a list page and one level under the heading of the section they are in elsewhere, so the
 * outline stays whole. `featureFirst` sets the newest apart (the first page of Insights).
 */
export function ArticleList({
  articles,
  headingLevel,
  featureFirst = false,
}: {
  articles: ArticleSummary[];
  headingLevel: HeadingLevel;
  featureFirst?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const text = useShellText();
  return (
    <ol className={featureFirst ? `${styles.list} ${styles.featuring}` : styles.list}>
      {articles.map((article, index) => (
        <li key={article.slug} className={styles.item}>
          <article className={styles.article}>
            {featureFirst && index === 0 && <p className={styles.label}>{text.latestGuide}</p>}
            <Heading className={styles.title}>
              <a href={article.slug}>{article.title}</a>
            </Heading>
            <ArticleByline article={article} linkAuthor={false} />
            <p className={styles.summary}>{article.description}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

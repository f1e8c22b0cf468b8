import type { ArticleSummary } from '../../page-data/views';
import { useShellText } from '../PageDataContext';
import { ArticleByline } from './ArticleByline';
import * as styles from './ArticleList.css';

export type HeadingLevel = 2 | 3 | 4 | 5;

/** Articles newest first; titles are h2 on a list page, one level under their section elsewhere (a whole outline). */
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

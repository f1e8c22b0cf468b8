import type { ArticleEntry } from '../../content-pipeline/contentTypes';
import { useSite } from '../../renderer/PageDataContext';
import type { ArticleSummary } from './articleViews';
import { container } from '../../styles/layout.css';
import { CallToAction } from '../mdx/CallToAction';
import { Hero } from '../mdx/Hero';
import { MdxBody } from '../mdx/MdxBody';
import { ArticleByline } from './ArticleByline';
import * as styles from './ArticlePage.css';

/**
 * An article: its title and byline, the text, the practice areas it concerns, the reminder that
 * it is general information, and the way to a consultation.
 */
export function ArticlePage({ entry, article }: { entry: ArticleEntry; article: ArticleSummary }) {
  const { facts, articles } = useSite();
  return (
    <>
      <Hero heading={article.title}>
        <p>{article.description}</p>
      </Hero>
      <div className={`${container} ${styles.body}`}>
        <ArticleByline article={article} />
        <div className={styles.text}>
          <MdxBody file={entry.file} />
        </div>
        {article.areas.length > 0 && (
          <p className={styles.areas}>
            Practice {article.areas.length === 1 ? 'area' : 'areas'}:{' '}
            {article.areas.map((area, index) => (
              <span key={area.href}>
                {index > 0 && ', '}
                <a href={area.href}>{area.name}</a>
              </span>
            ))}
          </p>
        )}
        <p className={styles.notice}>
          This article is general information, not legal advice: every situation is different.{' '}
          <a href={facts.notices.legalNotice}>Read our legal notice</a>.
        </p>
        {articles.insights && (
          <p>
            <a href={articles.insights.href}>All {articles.insights.name.toLowerCase()}</a>
          </p>
        )}
      </div>
      <CallToAction heading="Talk to a Lawyer About Your Situation" button="Get Your Free Consultation">
        <p>Your first consultation is free and confidential.</p>
      </CallToAction>
    </>
  );
}

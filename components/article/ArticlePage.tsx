import type { ArticleEntry } from '../../content-pipeline/contentTypes';
import { useShellText, useSite } from '../PageDataContext';
import type { ArticleSummary } from '../../page-data/views';
import { container } from '../../styles/layout.css';
import { CallToAction } from '../mdx/CallToAction';
import { Hero } from '../mdx/Hero';
import { MdxBody, useMdxBody } from '../mdx/MdxBody';
import { PersonCard } from '../team/PersonCard';
import { ArticleByline } from './ArticleByline';
import { ArticleContents } from './ArticleContents';
import { CONTENTS_MIN_SECTIONS, contentsOf, headingsWithIds } from './contents';
import * as styles from './ArticlePage.css';
import { AREA_FILTER, SKIP_IN_SEARCH } from '../search/searchIndexing';

export function ArticlePage({ entry, article }: { entry: ArticleEntry; article: ArticleSummary }) {
  const { facts, articles, team } = useSite();
  const text = useShellText();
  const author = team.find((member) => member.id === entry.frontmatter.author);
  const authorGuides = articles.byAuthor.get(entry.frontmatter.author);
  const sections = contentsOf(useMdxBody(entry.file));
  const contents = sections.length >= CONTENTS_MIN_SECTIONS ? sections : [];
  return (
    <>
      <Hero heading={article.title}>
        <p>{article.description}</p>
        <ArticleByline article={article} />
      </Hero>
      <div className={`${container} ${styles.layout}`}>
        {contents.length > 0 && (
          <div className={styles.contents}>
            <ArticleContents contents={contents} />
          </div>
        )}
        <div className={styles.main}>
          <div className={styles.text}>
            <MdxBody file={entry.file} replace={headingsWithIds(sections)} />
          </div>
          <footer className={styles.end}>
            {article.areas.length > 0 && (
              <p className={styles.areas}>
                {text.practiceAreas(article.areas.length)}{' '}
                {article.areas.map((area, index) => (
                  <span key={area.href}>
                    {index > 0 && ', '}
                    <a href={area.href} {...AREA_FILTER}>
                      {area.name}
                    </a>
                  </span>
                ))}
              </p>
            )}
            <p className={styles.notice} {...SKIP_IN_SEARCH}>
              {text.notLegalAdvice} <a href={facts.notices.legalNotice}>{text.readLegalNotice}</a>.
            </p>
            {articles.insights && (
              <p>
                <a href={articles.insights.href}>{text.allOf(articles.insights.name)}</a>
              </p>
            )}
          </footer>
        </div>
        {author && (
          <div className={styles.author}>
            <PersonCard member={author} label={text.writtenBy} headingLevel={2} portrait="small">
              {authorGuides && <a href={authorGuides.allHref}>{authorGuides.allLabel}</a>}
            </PersonCard>
          </div>
        )}
      </div>
      <CallToAction heading={text.talkToALawyer} button={text.getConsultation}>
        <p>{text.firstConsultationFree}</p>
      </CallToAction>
    </>
  );
}

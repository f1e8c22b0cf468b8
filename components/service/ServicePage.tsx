import { createContext, useContext, type ComponentProps } from 'react';
import type { ServiceEntry } from '../../content-pipeline/contentTypes';
import type { RelatedArticles as Related } from '../../page-data/views';
import { useShellText, useSite } from '../PageDataContext';
import { container, section } from '../../styles/layout.css';
import { RelatedArticles } from '../article/RelatedArticles';
import { ArrowLeftIcon } from '../icons';
import { CallToAction } from '../mdx/CallToAction';
import { Hero } from '../mdx/Hero';
import { MdxBody, useBodyUses } from '../mdx/MdxBody';
import { searchMeta, SKIP_IN_SEARCH } from '../search/searchIndexing';
import { CurrentServiceContext } from './currentService';
import * as styles from './ServicePage.css';

export const SERVICES_INDEX_PATH = '/what-we-do';

/** A practice-area page; its latest guides come just before the body's closing band, else at the end. */
export function ServicePage({ service }: { service: ServiceEntry }) {
  const f = service.frontmatter;
  const related = useSite().articles.byArea.get(service.name);
  const text = useShellText();
  const endsWithBand = useBodyUses(service.file, 'CallToAction');
  return (
    <>
      {f.searchTerms.length > 0 && <span hidden {...searchMeta('terms', f.searchTerms.join(', '))} />}
      <Hero
        heading={f.heading ?? f.title}
        image={f.heroImage}
        above={
          f.backLink && (
            <a className={styles.back} href={SERVICES_INDEX_PATH} {...SKIP_IN_SEARCH}>
              <ArrowLeftIcon /> {text.backToServices}
            </a>
          )
        }
      >
        <p>{f.summary}</p>
      </Hero>
      <CurrentServiceContext value={f}>
        <AreaGuidesContext value={related}>
          <MdxBody file={service.file} replace={{ CallToAction: GuidesThenBand }} />
        </AreaGuidesContext>
      </CurrentServiceContext>
      {!endsWithBand && <AreaGuides related={related} />}
    </>
  );
}

const AreaGuidesContext = createContext<Related | undefined>(undefined);

function GuidesThenBand(props: ComponentProps<typeof CallToAction>) {
  return (
    <>
      <AreaGuides related={useContext(AreaGuidesContext)} />
      <CallToAction {...props} />
    </>
  );
}

function AreaGuides({ related }: { related: Related | undefined }) {
  if (!related) return null;
  return (
    <section className={`${section} ${styles.related}`}>
      <div className={container}>
        <RelatedArticles related={related} headingLevel={2} />
      </div>
    </section>
  );
}

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
import { searchTermsAttributes, SKIP_IN_SEARCH } from '../search/searchIndexing';
import { CurrentServiceContext } from './currentService';
import * as styles from './ServicePage.css';

/** Path of the page that lists every practice area: the back link's target. */
export const SERVICES_INDEX_PATH = '/what-we-do';

/** A practice-area page; its latest guides come just before the body's closing band, else at the end. */
export function ServicePage({ service }: { service: ServiceEntry }) {
  const f = service.frontmatter;
  const related = useSite().articles.byArea.get(service.name);
  const text = useShellText();
  const endsWithBand = useBodyUses(service.file, 'CallToAction');
  return (
    <>
      {f.searchTerms.length > 0 && <span hidden {...searchTermsAttributes(f.searchTerms)} />}
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

/** The practice area's guides, for the closing band of its page to show before itself. */
const AreaGuidesContext = createContext<Related | undefined>(undefined);

/** The body's closing band, with the area's guides just before it. */
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

import type { ServiceEntry } from '../../content-pipeline/contentTypes';
import { useSite } from '../../renderer/PageDataContext';
import { container, section } from '../../styles/layout.css';
import { RelatedArticles } from '../article/RelatedArticles';
import { ArrowLeftIcon } from '../icons';
import { Hero } from '../mdx/Hero';
import { MdxBody } from '../mdx/MdxBody';
import { CurrentServiceProvider } from './currentService';
import * as styles from './ServicePage.css';

/** Path of the page that lists every practice area: the back link's target. */
export const SERVICES_INDEX_PATH = '/what-we-do';

/** A practice-area page: hero from the frontmatter, optional back link, the MDX body, then its latest guides. */
export function ServicePage({ service }: { service: ServiceEntry }) {
  const f = service.frontmatter;
  const related = useSite().articles.byArea.get(service.name);
  return (
    <>
      <Hero heading={f.heading ?? f.title} image={f.heroImage}>
        <p>{f.summary}</p>
      </Hero>
      {f.backLink && (
        <div className={`${container} ${styles.back}`}>
          <a href={SERVICES_INDEX_PATH}>
            <ArrowLeftIcon /> Back to What We Do
          </a>
        </div>
      )}
      <CurrentServiceProvider service={f}>
        <MdxBody file={service.file} />
      </CurrentServiceProvider>
      {related && (
        <section className={`${section} ${styles.related}`}>
          <div className={container}>
            <RelatedArticles related={related} headingLevel={2} />
          </div>
        </section>
      )}
    </>
  );
}

import { createContext, useContext, type ComponentProps } from 'react';
import type { ServiceEntry } from '../../content-pipeline/contentTypes';
import type { RelatedArticles as Related } from '../../page-data/views';
import { useShellText, useSite } from '../PageDataContext';
import { container, section } from '../../styles/layout.css';
import { RelatedArticles } from '../article/RelatedArticles';
import { ArrowLeftIcon } from '../icons';
import { PageLink } from '../layout/PageLink';
import { CallToAction } from '../mdx/CallToAction';
import { Hero } from '../mdx/Hero';
import { MdxBody, useBodyUses } from '../mdx/MdxBody';
import { Section } from '../mdx/Section';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import { CurrentServiceContext } from './currentService';
import * as styles from './ServicePage.css';

/** A practice-area page: its body, then the same sections on every area and its latest guides, before the body's closing band. */
export function ServicePage({ service }: { service: ServiceEntry }) {
  const f = service.frontmatter;
  const { articles, facts } = useSite();
  const related = articles.byArea.get(service.name);
  // The menu's practice areas: the index in the page's language, or the English one, marked so.
  const index = facts.navigation.find((item) => item.servicesMenu)?.href ?? '/';
  const text = useShellText();
  const endsWithBand = useBodyUses(service.file, 'CallToAction');
  return (
    <>
      <Hero
        heading={f.heading ?? f.title}
        image={f.heroImage}
        above={
          <PageLink className={styles.back} href={index} {...SKIP_IN_SEARCH}>
            <ArrowLeftIcon /> {text.backToServices}
          </PageLink>
        }
      >
        <p>{f.summary}</p>
      </Hero>
      <CurrentServiceContext value={f}>
        <AreaGuidesContext value={related}>
          <MdxBody file={service.file} replace={{ CallToAction: SectionsThenBand }} />
          {!endsWithBand && <AreaSections />}
        </AreaGuidesContext>
      </CurrentServiceContext>
    </>
  );
}

const AreaGuidesContext = createContext<Related | undefined>(undefined);

function SectionsThenBand(props: ComponentProps<typeof CallToAction>) {
  return (
    <>
      <AreaSections />
      <CallToAction {...props} />
    </>
  );
}

/** How the matter goes, the fees, the questions clients ask and the latest guides, in this order on every area. */
function AreaSections() {
  const f = useContext(CurrentServiceContext);
  const related = useContext(AreaGuidesContext);
  const text = useShellText();
  if (!f) return null;
  return (
    <>
      {f.steps.length > 0 && (
        <Section heading={text.howYourMatterGoes} tone="alt">
          <ol>
            {f.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong> {step.text}
              </li>
            ))}
          </ol>
        </Section>
      )}
      {f.fees && (
        <Section heading={text.howWeCharge}>
          <p>{f.fees}</p>
        </Section>
      )}
      {f.questions.length > 0 && (
        <Section heading={text.questionsClientsAsk}>
          {f.questions.map(({ question, answer }) => (
            <div key={question} className={styles.question}>
              <h3>{question}</h3>
              <p>{answer}</p>
            </div>
          ))}
        </Section>
      )}
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

import { useShellText, useSite } from '../PageDataContext';
import { PageLink } from '../layout/PageLink';
import { gridClassName } from '../../styles/grid';
import { checkList } from '../../styles/primitives.css';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import { ButtonLink } from './ButtonLink';
import * as cardStyles from './Card.css';
import * as styles from './ServiceCards.css';

/** Without `detailed` the whole card is a link. Not searched: each area's page is its result. */
export function ServiceCards({ detailed = false }: { detailed?: boolean }) {
  const { services } = useSite();
  const text = useShellText();
  return (
    <ul className={detailed ? styles.detailedGrid : gridClassName(services.length)} {...SKIP_IN_SEARCH}>
      {services.map((service) => (
        <li key={service.slug} className={detailed ? cardStyles.card : `${cardStyles.card} ${styles.linkCard}`}>
          <h3 className={cardStyles.title}>
            {detailed ? (
              <span lang={service.lang}>{service.title}</span>
            ) : (
              <PageLink href={service.slug} wordsLang={service.lang}>
                {service.title}
              </PageLink>
            )}
          </h3>
          <p lang={service.lang}>{service.summary}</p>
          {detailed && (
            <>
              <ul className={checkList} lang={service.lang}>
                {service.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <p className={styles.more}>
                <ButtonLink href={service.slug} variant="secondary">
                  {text.servicesOf(service.title)}
                </ButtonLink>
              </p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

import { useSite } from '../../renderer/PageDataContext';
import { CheckIcon } from '../icons';
import { ButtonLink } from './ButtonLink';
import * as cardStyles from './Card.css';
import * as styles from './ServiceCards.css';

/**
 * One card per practice area, in the order of their `order` field.
 * `detailed` adds each area's highlights and a "Learn More" button (What We Do);
 * without it the card's title links to the page (home).
 */
export function ServiceCards({ detailed = false }: { detailed?: boolean }) {
  const { services } = useSite();
  return (
    <ul className={`${cardStyles.grid} ${styles.list}`}>
      {services.map((service) => (
        <li key={service.slug} className={`${cardStyles.card} ${detailed ? '' : styles.linkCard}`}>
          <h3 className={cardStyles.title}>{detailed ? service.title : <a href={service.slug}>{service.title}</a>}</h3>
          <p>{service.summary}</p>
          {detailed && (
            <>
              <ul className={styles.highlights}>
                {service.highlights.map((highlight) => (
                  <li key={highlight}>
                    <CheckIcon />
                    {highlight}
                  </li>
                ))}
              </ul>
              <p className={styles.more}>
                <ButtonLink href={service.slug} variant="secondary">
                  Learn More<span className="visually-hidden"> about {service.title}</span>
                </ButtonLink>
              </p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

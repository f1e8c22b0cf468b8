import { useSite } from '../../renderer/PageDataContext';
import { ButtonLink } from '../mdx/ButtonLink';
import * as styles from './AreaAtAGlance.css';
import { useCurrentService } from './currentService';

/**
 * Beside a practice area's opening text: what the area covers (its highlights) and how to
 * start, so the opening section uses the page's width. Renders nothing outside a practice-area
 * page, where there are no highlights to show.
 */
export function AreaAtAGlance() {
  const service = useCurrentService();
  const { facts } = useSite();
  const phone = facts.phones[0];
  if (!service) return null;
  return (
    <aside className={styles.box} aria-labelledby="area-at-a-glance">
      <h3 id="area-at-a-glance" className={styles.heading}>
        At a glance
      </h3>
      <ul className={styles.list}>
        {service.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <ButtonLink href="/contact">Book a Free Consultation</ButtonLink>
      {phone && (
        <p className={styles.call}>
          Or call <a href={`tel:${phone.dial}`}>{phone.display}</a>
        </p>
      )}
    </aside>
  );
}

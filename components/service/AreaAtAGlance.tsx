import { useContext } from 'react';
import { useShellText, useSite } from '../PageDataContext';
import { bookingHref } from '../consultation-form/island';
import { ButtonLink } from '../mdx/ButtonLink';
import { PhoneIcon } from '../icons';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import { PersonCard } from '../team/PersonCard';
import { practiceAreaLawyer } from '../team/practiceAreaLawyer';
import * as styles from './AreaAtAGlance.css';
import { CurrentServiceContext } from './currentService';

export function AreaAtAGlance() {
  const service = useContext(CurrentServiceContext);
  const { facts, team, contactPath } = useSite();
  const text = useShellText();
  if (!service) return null;
  const phone = facts.phones[0];
  const lawyer = practiceAreaLawyer(team, service.lawyer);
  const actions = (
    <>
      <ButtonLink href={bookingHref(contactPath)}>{text.bookConsultation}</ButtonLink>
      {phone && (
        <a className={styles.call} href={`tel:${phone.dial}`}>
          <PhoneIcon /> {text.callNumber(phone.display)}
        </a>
      )}
    </>
  );
  return (
    <>
      <section className={styles.glance} aria-labelledby="area-at-a-glance">
        <h3 id="area-at-a-glance" className={styles.heading}>
          {text.atAGlance}
        </h3>
        <ul className={styles.list}>
          {service.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>
      {lawyer ? (
        <div className={styles.lawyer}>
          <PersonCard member={lawyer} label={text.yourLawyer} headingLevel={3}>
            {actions}
          </PersonCard>
        </div>
      ) : (
        <div className={styles.lawyer} {...SKIP_IN_SEARCH}>
          {actions}
        </div>
      )}
    </>
  );
}

import { useContext } from 'react';
import { useShellText, useSite } from '../PageDataContext';
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
      <ButtonLink href={contactPath}>{text.bookConsultation}</ButtonLink>
      {phone && (
        <a className={styles.call} href={`tel:${phone.dial}`}>
          <PhoneIcon /> {text.callNumber(phone.display)}
        </a>
      )}
    </>
  );
  return (
    <>
      {service.audience.length > 0 && (
        <section className={styles.glance} aria-labelledby="who-we-act-for">
          <h3 id="who-we-act-for" className={styles.heading}>
            {text.whoWeActFor}
          </h3>
          <ul className={styles.list}>
            {service.audience.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
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

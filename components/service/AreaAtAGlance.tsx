import { useContext } from 'react';
import { LAWYERS_REGULATOR } from '../../content-pipeline/regulators';
import { usePageData, useShellText, useSite } from '../PageDataContext';
import { ButtonLink } from '../mdx/ButtonLink';
import { PhoneIcon } from '../icons';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import { PersonCard } from '../team/PersonCard';
import * as styles from './AreaAtAGlance.css';
import { CurrentServiceContext } from './currentService';

export function AreaAtAGlance() {
  const service = useContext(CurrentServiceContext);
  const { facts, team, contactPath } = useSite();
  const area = usePageData().practiceArea;
  const text = useShellText();
  if (!service) return null;
  const phone = facts.phones[0];
  // The people whose profiles say they practise this area; the actions go with the first.
  const people = team.filter((member) => area !== undefined && member.areas.includes(area));
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
      <div className={styles.lawyer} {...SKIP_IN_SEARCH}>
        {people.map((member, index) => (
          <PersonCard
            key={member.id}
            member={member}
            // Only a lawyer of the Law Society of Ontario is "Your lawyer": the others' role says what they are.
            label={member.licence?.regulator === LAWYERS_REGULATOR ? text.yourLawyer : undefined}
            headingLevel={3}
          >
            {index === 0 && actions}
          </PersonCard>
        ))}
        {people.length === 0 && actions}
      </div>
    </>
  );
}

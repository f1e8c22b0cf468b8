import { useShellText, useSite } from '../PageDataContext';
import { CheckIcon, ClockIcon, PhoneIcon, ShieldIcon } from '../icons';
import { PersonCard } from '../team/PersonCard';
import { LAWYERS_REGULATOR } from '../../content-pipeline/regulators';
import * as styles from './HeroTrust.css';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';

export function HeroTrust() {
  const { facts, team } = useSite();
  const text = useShellText();
  const licence = team.find((member) => member.licence)?.licence;
  return (
    <ul className={styles.list} {...SKIP_IN_SEARCH}>
      {licence && (
        <li>
          <ShieldIcon /> {text.licensedBy(licence.body)}
        </li>
      )}
      <li>
        <ClockIcon /> {facts.responseTime}
      </li>
      <li>
        <CheckIcon /> {text.clientsServed(facts.claims.clientsServed)}
      </li>
    </ul>
  );
}

export function HeroLawyer() {
  const { facts, team } = useSite();
  const text = useShellText();
  const lawyer = team.find((member) => member.licence?.regulator === LAWYERS_REGULATOR);
  const phone = facts.phones[0];
  if (!lawyer) return null;
  return (
    <div className={styles.lawyer}>
      <PersonCard member={lawyer} label={text.yourLawyer} headingLevel={2}>
        {phone && (
          <a className={styles.call} href={`tel:${phone.dial}`}>
            <PhoneIcon /> {text.callNumber(phone.display)}
          </a>
        )}
      </PersonCard>
    </div>
  );
}

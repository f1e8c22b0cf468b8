import { useSite } from '../../renderer/PageDataContext';
import { CheckIcon, ClockIcon, ShieldIcon } from '../icons';
import * as styles from './HeroTrust.css';

/**
 * Three facts under the home page's headline, each read from the content: the body that licenses
 * the firm's first licensed person (content/team/), the promised response time and the clients
 * served (content/site.yaml). Whatever is missing is left out.
 */
export function HeroTrust() {
  const { facts, team } = useSite();
  const licence = team.find((member) => member.licence)?.licence;
  return (
    <ul className={styles.list}>
      {licence && (
        <li>
          <ShieldIcon /> Licensed by the {licence.body}
        </li>
      )}
      <li>
        <ClockIcon /> {facts.responseTime}
      </li>
      <li>
        <CheckIcon /> {facts.claims.clientsServed} clients served
      </li>
    </ul>
  );
}

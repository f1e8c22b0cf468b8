import { useShellText, useSite } from '../PageDataContext';
import * as styles from './Stats.css';

export function Stats() {
  const { claims } = useSite().facts;
  const text = useShellText();
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt className={styles.label}>{text.yearsCombinedExperience}</dt>
        <dd className={styles.value}>{claims.yearsExperience}</dd>
      </div>
      <div className={styles.stat}>
        <dt className={styles.label}>{text.clientsServedLabel}</dt>
        <dd className={styles.value}>{claims.clientsServed}</dd>
      </div>
    </dl>
  );
}

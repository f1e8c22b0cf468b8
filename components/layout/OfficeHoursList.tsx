import { useSite } from '../PageDataContext';
import * as styles from './OfficeHoursList.css';

export function OfficeHoursList() {
  const { facts } = useSite();
  return (
    <dl className={styles.hours}>
      {facts.officeHours.map((row) => (
        <div key={row.days} className={styles.row}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}

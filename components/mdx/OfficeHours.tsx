import { ClockIcon } from '../icons';
import { OfficeHoursList } from '../layout/OfficeHoursList';
import * as styles from './OfficeHours.css';

/** The "Office Hours" block, from content/site.yaml. */
export function OfficeHours() {
  return (
    <div className={styles.block}>
      <h3>
        <ClockIcon /> Office Hours
      </h3>
      <OfficeHoursList />
    </div>
  );
}

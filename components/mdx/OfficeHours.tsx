import { ClockIcon } from '../icons';
import { OfficeHoursList } from '../layout/OfficeHoursList';
import * as cardStyles from './Card.css';
import * as styles from './OfficeHours.css';

/** The "Office Hours" block, from content/site.yaml. */
export function OfficeHours() {
  return (
    <div className={`${cardStyles.card} ${styles.block}`}>
      <h3 className={cardStyles.title}>
        <ClockIcon /> Office Hours
      </h3>
      <OfficeHoursList />
    </div>
  );
}

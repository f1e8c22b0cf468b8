import { useShellText } from '../PageDataContext';
import { ClockIcon } from '../icons';
import { OfficeHoursList } from '../layout/OfficeHoursList';
import * as styles from './OfficeHours.css';

export function OfficeHours() {
  const text = useShellText();
  return (
    <div className={styles.block}>
      <h3>
        <ClockIcon /> {text.officeHours}
      </h3>
      <OfficeHoursList />
    </div>
  );
}

import { useSite } from '../../renderer/PageDataContext';
import { container } from '../../styles/layout.css';
import { PhoneAndEmailItems } from './PhoneAndEmailItems';
import * as styles from './TopStrip.css';

export function TopStrip() {
  const { facts } = useSite();
  return (
    <aside className={styles.strip} aria-label="Contact the firm">
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.region}>{facts.serviceRegion}</p>
        <ul className={styles.contacts}>
          <PhoneAndEmailItems />
        </ul>
      </div>
    </aside>
  );
}

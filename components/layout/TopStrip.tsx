import { useSite } from '../../renderer/PageDataContext';
import { container } from '../../styles/layout.css';
import * as styles from './TopStrip.css';

export function TopStrip() {
  const { facts } = useSite();
  return (
    <aside className={styles.strip} aria-label="Contact the firm">
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.region}>{facts.serviceRegion}</p>
        <ul className={styles.contacts}>
          {facts.phones.map((phone) => (
            <li key={phone.dial}>
              <a href={`tel:${phone.dial}`}>{phone.display}</a>
            </li>
          ))}
          <li>
            <a href={`mailto:${facts.email}`}>{facts.email}</a>
          </li>
        </ul>
      </div>
    </aside>
  );
}

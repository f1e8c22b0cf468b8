import { useSite } from '../PageDataContext';
import { formatAddressLines } from './formatAddress';
import { PhoneAndEmailItems } from './PhoneAndEmailItems';
import * as styles from './ContactList.css';

export function ContactList() {
  const { facts } = useSite();
  return (
    <ul className={styles.list}>
      <PhoneAndEmailItems />
      <li>
        <address className={styles.address}>
          {formatAddressLines(facts.address).map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          ))}
        </address>
      </li>
    </ul>
  );
}

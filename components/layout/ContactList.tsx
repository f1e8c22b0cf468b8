import { useSite } from '../../renderer/PageDataContext';
import { formatAddressLines } from './formatAddress';
import * as styles from './ContactList.css';

/** Phones, e-mail and address, as the footer lists them. */
export function ContactList() {
  const { facts } = useSite();
  return (
    <ul className={styles.list}>
      {facts.phones.map((phone) => (
        <li key={phone.dial}>
          <a href={`tel:${phone.dial}`}>{phone.display}</a>
        </li>
      ))}
      <li>
        <a href={`mailto:${facts.email}`}>{facts.email}</a>
      </li>
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

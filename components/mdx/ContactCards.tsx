import { useSite } from '../../renderer/PageDataContext';
import { formatAddressLines } from '../layout/formatAddress';
import { MailIcon, PhoneIcon, PinIcon } from '../icons';
import * as cardStyles from './Card.css';
import * as styles from './ContactCards.css';

/** Call Us, Email Us and Visit Us, from content/site.yaml. */
export function ContactCards() {
  const { facts } = useSite();
  return (
    <>
      <ul className={`${cardStyles.grid} ${styles.list}`}>
        <li className={cardStyles.card}>
          <PhoneIcon />
          <h3 className={cardStyles.title}>Call Us</h3>
          {facts.phones.map((phone) => (
            <p key={phone.dial} className={styles.line}>
              <a href={`tel:${phone.dial}`}>{phone.display}</a>
            </p>
          ))}
        </li>
        <li className={cardStyles.card}>
          <MailIcon />
          <h3 className={cardStyles.title}>Email Us</h3>
          <p className={styles.line}>
            <a href={`mailto:${facts.email}`}>{facts.email}</a>
          </p>
        </li>
        <li className={cardStyles.card}>
          <PinIcon />
          <h3 className={cardStyles.title}>Visit Us</h3>
          <address className={styles.address}>
            {formatAddressLines(facts.address).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className={styles.note}>{facts.appointmentNote}</p>
        </li>
      </ul>
      <p className={styles.response}>{facts.responseTime}</p>
    </>
  );
}

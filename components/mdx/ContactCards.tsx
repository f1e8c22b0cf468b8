import { useShellText, useSite } from '../PageDataContext';
import { gridClassName } from '../../styles/grid';
import { formatAddressLines } from '../layout/formatAddress';
import { MailIcon, PhoneIcon, PinIcon } from '../icons';
import * as cardStyles from './Card.css';
import * as styles from './ContactCards.css';

export function ContactCards({ stacked }: { stacked?: boolean }) {
  const { facts } = useSite();
  const text = useShellText();
  const item = stacked ? styles.row : cardStyles.card;
  const lines = formatAddressLines(facts.address);
  return (
    <>
      <ul className={stacked ? `${styles.list} ${styles.stacked}` : `${gridClassName(3)} ${styles.list}`}>
        <li className={item}>
          <PhoneIcon />
          <h3 className={cardStyles.title}>{text.callUs}</h3>
          {facts.phones.map((phone) => (
            <p key={phone.dial} className={styles.line}>
              <a href={`tel:${phone.dial}`}>{phone.display}</a>
            </p>
          ))}
        </li>
        <li className={item}>
          <MailIcon />
          <h3 className={cardStyles.title}>{text.emailUs}</h3>
          <p className={styles.line}>
            <a href={`mailto:${facts.email}`}>{facts.email}</a>
          </p>
        </li>
        <li className={item}>
          <PinIcon />
          <h3 className={cardStyles.title}>{text.visitUs}</h3>
          <address className={styles.address}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(', '))}`}>
            {text.onTheMap}
          </a>
          <p className={styles.note}>{facts.appointmentNote}</p>
        </li>
      </ul>
      <p className={styles.response}>{facts.responseTime}</p>
    </>
  );
}

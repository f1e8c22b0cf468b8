import { useShellText, useSite } from '../PageDataContext';
import { bookingHref } from '../consultation-form/island';
import { PhoneIcon } from '../icons';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import * as styles from './BookingBar.css';

/**
 * On a phone, the way to book stays in reach: "Call" and "Free consultation" in a bar at the
 * bottom of the screen. No script: it sticks to the bottom of <main> (so it stops above the
 * footer), sits behind the hero (so it shows once the hero is scrolled past), and the page keeps
 * a focused field clear of it (global.css.ts). Pages with the form leave it out.
 */
export function BookingBar() {
  const { facts, contactPath } = useSite();
  const text = useShellText();
  const phone = facts.phones[0];
  return (
    <div className={styles.bar} role="group" aria-label={text.bookOrCall} {...SKIP_IN_SEARCH}>
      {phone && (
        <a className={styles.call} href={`tel:${phone.dial}`}>
          <PhoneIcon />
          {text.callShort}
          <span className="visually-hidden"> {phone.display}</span>
        </a>
      )}
      <a className={styles.book} href={bookingHref(contactPath)}>
        {text.freeConsultation}
      </a>
    </div>
  );
}

import { useBookingHref, useShellText, useSite } from '../PageDataContext';
import { PhoneIcon } from '../icons';
import { SKIP_IN_SEARCH } from '../search/searchIndexing';
import * as styles from './BookingBar.css';

/** On a phone, with no script: sticks to the bottom of <main>, behind the hero. */
export function BookingBar() {
  const { facts } = useSite();
  const text = useShellText();
  const phone = facts.phones[0];
  return (
    <div className={styles.bar} role="group" aria-label={text.bookOrCall} {...SKIP_IN_SEARCH}>
      {phone && (
        // Named as everywhere else ("Call 416…", « Appeler le 416… »); the bar shows the verb alone.
        <a className={styles.call} href={`tel:${phone.dial}`} aria-label={text.callNumber(phone.display)}>
          <PhoneIcon />
          {text.callShort}
        </a>
      )}
      <a className={styles.book} href={useBookingHref()}>
        {text.freeConsultation}
      </a>
    </div>
  );
}

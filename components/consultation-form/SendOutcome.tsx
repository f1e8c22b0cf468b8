import { useEffect, useId, useRef } from 'react';
import type { FailureReason } from '../../consultation-request/failures';
import { CONTACT_METHODS, optionLabel } from '../../consultation-request/options';
import type { FirmContact, FirmPhone } from './firmContact';
import { failureNotice } from './noticeTexts';
import { PhoneLinks } from './PhoneLinks';
import * as styles from './SendOutcome.css';

/** A sentence from a fact such as "We'll respond within 24 hours" (which has no full stop). */
function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * What the form area shows after a request was sent, in place of the form: what happens next,
 * when, and the phone for an urgent matter. It takes the focus when it appears (its heading and
 * first paragraph are its name and description); "Send another request" brings the form back.
 */
export function SentConfirmation({
  firstName,
  contactMethod,
  firm,
  onSendAnother,
}: {
  firstName: string;
  contactMethod: string;
  firm: FirmContact;
  onSendAnother: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => ref.current?.focus(), []);
  const method = optionLabel(CONTACT_METHODS, contactMethod).toLowerCase();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={styles.confirmation}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-next`}
    >
      <h3 id={`${id}-heading`} className={styles.heading}>
        Request received
      </h3>
      <p id={`${id}-next`}>
        {firstName ? `Thank you, ${firstName}.` : 'Thank you.'} A member of our team will contact you by {method}.{' '}
        {asSentence(firm.responseTime)}
      </p>
      <p>Please do not send confidential details until we confirm we can act for you.</p>
      <p>
        For an urgent matter, call <PhoneLinks phones={firm.phones} />.
      </p>
      <button type="button" className={styles.again} onClick={onSendAnother}>
        Send another request
      </button>
    </section>
  );
}

/**
 * Why the request was not sent, inside the form above its button, with the phones: announced
 * (role="alert") and focused when it appears. The rate limit says to wait or call, never to
 * try again.
 */
export function SendFailure({ reason, phones }: { reason: FailureReason | undefined; phones: readonly FirmPhone[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.failure}>
      <p className={styles.failureTitle}>Your request was not sent.</p>
      <p>{failureNotice(reason).description}</p>
      <p>
        To reach us now, call <PhoneLinks phones={phones} />.
      </p>
    </div>
  );
}

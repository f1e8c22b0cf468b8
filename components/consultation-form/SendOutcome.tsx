import { useEffect, useId, useRef } from 'react';
import type { FailureReason } from '../../consultation-request/failures';
import { optionLabelIn } from '../../consultation-request/options';
import { messagesIn } from '../../messages';
import { useFormLanguage, useFormWords } from './formWords';
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
  const words = useFormWords();
  const lang = useFormLanguage();
  const method = optionLabelIn(messagesIn(lang), contactMethod).toLowerCase();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={styles.confirmation}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-next`}
    >
      <h3 id={`${id}-heading`} className={styles.heading}>
        {words.received}
      </h3>
      <p id={`${id}-next`}>
        {words.thankYou(firstName)} {words.contactBy(method)} {asSentence(firm.responseTime)}
      </p>
      <p>{words.noConfidential}</p>
      <p>
        {words.urgentCall} <PhoneLinks phones={firm.phones} />.
      </p>
      <button type="button" className={styles.again} onClick={onSendAnother}>
        {words.sendAnother}
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
  const words = useFormWords();
  const lang = useFormLanguage();
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.failure}>
      <p className={styles.failureTitle}>{words.notSent}</p>
      <p>{failureNotice(reason, lang).description}</p>
      <p>
        {words.reachNow} <PhoneLinks phones={phones} />.
      </p>
    </div>
  );
}

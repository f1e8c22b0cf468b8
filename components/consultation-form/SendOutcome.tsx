import { useEffect, useId, useRef } from 'react';
import type { FailureReason } from '../../consultation-request/failures';
import { optionLabelIn } from '../../consultation-request/options';
import { messagesIn } from '../../lib/languages';
import { failureNotice, type FirmContact, type FirmPhone, useFormLanguage, useFormWords } from './formWords';
import { PhoneLinks } from './PhoneLinks';
import * as styles from './SendOutcome.css';

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
  const messages = messagesIn(useFormLanguage());
  const method = contactMethod ? optionLabelIn(messages, contactMethod).toLowerCase() : '';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="status"
      className={styles.confirmation}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-next`}
    >
      <h3 id={`${id}-heading`} className={styles.heading}>
        {messages.notices.success.title}
      </h3>
      <p id={`${id}-next`}>
        {messages.notices.success.description} {words.thankYou(firstName)}
      </p>
      <h4 className={styles.nextHeading}>{words.whatHappensNext}</h4>
      <ol>
        {words.nextSteps(method).map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> {step.text}
          </li>
        ))}
      </ol>
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

/** Why the request was not sent, above the button, focused; the rate limit says wait or call, never try again. */
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

import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formActionIn, SERVICE_AREA_FIELD } from '../../consultation-request/endpoint';
import type { FailureReason } from '../../consultation-request/failures';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import type { ConsultationOption } from '../../consultation-request/options';
import {
  createConsultationSchema,
  HONEYPOT_FIELD,
  INITIAL_CONSULTATION_VALUES,
  type ConsultationFormValues,
} from '../../consultation-request/schema';
import { formFieldsIn } from '../../consultation-request/formFields';
import { HYDRATED_ATTRIBUTE } from './island';
import { type FirmContact, LANGUAGE_FIELD_NAME, useFormLanguage, useFormWords } from './formWords';
import { FormField } from './FormField';
import { createFormTokenKeeper } from './formTokenKeeper';
import { showErrorNotice } from './Notifications';
import { SendFailure, SentConfirmation } from './SendOutcome';
import { submitConsultation } from './submitConsultation';
import { URGENCY_FIELD, UrgentCallNote } from './UrgentCallNote';
import * as styles from './ConsultationForm.css';

const CONSENT_ID = 'consultation-consent';

/** What the last send came to; `attempt` gives each outcome its own element (and focus). */
type SendOutcome =
  | { kind: 'sent'; attempt: number; firstName: string; contactMethod: string }
  | { kind: 'failed'; attempt: number; reason: FailureReason | undefined };

/** A plain form that posts without JavaScript; once hydrated, Formik validates and sends JSON. */
export function ConsultationFormView({
  serviceAreas,
  firm,
  typedValues,
  sendOnceHydrated = false,
}: {
  serviceAreas: readonly ConsultationOption[];
  firm: FirmContact;
  typedValues?: Partial<ConsultationFormValues>;
  sendOnceHydrated?: boolean;
}) {
  const lang = useFormLanguage();
  const words = useFormWords();
  const fields = formFieldsIn(lang);
  const schema = useMemo(() => createConsultationSchema(serviceAreas, lang), [serviceAreas, lang]);
  const emptyValues = useMemo(() => ({ ...INITIAL_CONSULTATION_VALUES, language: lang }), [lang]);
  // What the visitor typed before this code came (it loads after the page) is kept, and is what is sent.
  const [initialValues] = useState(() => ({ ...emptyValues, ...typedValues }));
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const attempts = useRef(0);
  const focusFirstFieldNext = useRef(false);
  const [formToken] = useState(createFormTokenKeeper);

  // Hydrated: the token the prerendered page cannot carry per visit comes from the server; the form
  // says it runs on its code (what a test waits for).
  useEffect(() => {
    formRef.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
    formToken.refresh();
  }, [formToken]);

  useEffect(() => {
    // "Send another request": the form is back, its first field takes the focus.
    if (outcome || !focusFirstFieldNext.current) return;
    focusFirstFieldNext.current = false;
    const first = fields[0];
    if (first) document.getElementById(first.name)?.focus();
  }, [outcome, fields]);

  const sendAnother = () => {
    focusFirstFieldNext.current = true;
    setOutcome(null);
  };

  return (
    <>
      {outcome?.kind === 'sent' && (
        <SentConfirmation
          key={outcome.attempt}
          firstName={outcome.firstName}
          contactMethod={outcome.contactMethod}
          firm={firm}
          onSendAnother={sendAnother}
        />
      )}
      <Formik<ConsultationFormValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, { resetForm }) => {
          attempts.current += 1;
          const attempt = attempts.current;
          setOutcome(null);
          const honeypot = formRef.current ? String(new FormData(formRef.current).get(HONEYPOT_FIELD) ?? '') : '';
          const result = await submitConsultation(values, honeypot, await formToken.tokenForSend());
          if (result.ok) {
            // A token counts once: the next request needs a new one.
            formToken.refresh();
            setOutcome({
              kind: 'sent',
              attempt,
              firstName: values.firstName.trim(),
              contactMethod: values.contactMethod,
            });
            // Said once, in place of the form (SentConfirmation), not again in a pop-up over the page.
            resetForm({ values: emptyValues });
          } else {
            console.error('Failed to send the consultation request:', result.error);
            // The form was open too long: a fresh token, and the values stay for Send again.
            if (result.reason === 'expired') formToken.refresh();
            setOutcome({ kind: 'failed', attempt, reason: result.reason });
            showErrorNotice(lang, result.reason);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form
            ref={formRef}
            className={styles.form}
            method="post"
            action={formActionIn(lang)}
            aria-label={words.formName}
            hidden={outcome?.kind === 'sent'}
          >
            <p className={styles.note}>
              {words.required} <span aria-hidden="true">*</span>
              <span className="visually-hidden">{words.withAsterisk}</span> {words.areRequired}
            </p>
            <div className={styles.grid}>
              {fields.map((spec) => (
                <FormField
                  key={spec.name}
                  spec={spec}
                  options={spec.name === SERVICE_AREA_FIELD ? serviceAreas : (spec.options ?? [])}
                >
                  {spec.name === URGENCY_FIELD && <UrgentCallNote phones={firm.phones} />}
                </FormField>
              ))}
            </div>
            {/* Only bots fill this in: hidden from sight, from the tab order and from assistive technology. */}
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor={HONEYPOT_FIELD}>{words.honeypot}</label>
              <input
                id={HONEYPOT_FIELD}
                name={HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
            {/* Filled in by the server when it serves the page, for the form without JavaScript. */}
            <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue="" />
            {/* The request records the page's language, with JavaScript or without. */}
            <input type="hidden" name={LANGUAGE_FIELD_NAME} value={lang} />
            <FocusFirstError />
            {sendOnceHydrated && <SendNow />}
            {outcome?.kind === 'failed' && (
              <SendFailure key={outcome.attempt} reason={outcome.reason} phones={firm.phones} />
            )}
            <p id={CONSENT_ID} className={styles.consent}>
              {words.consentBefore} <a href={firm.privacyNotice}>{words.privacyNotice}</a>
              {words.consentAfter ? ` ${words.consentAfter}` : '.'}
            </p>
            <button type="submit" className={styles.submit} disabled={isSubmitting} aria-describedby={CONSENT_ID}>
              {isSubmitting ? words.sending : words.send}
            </button>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** Send was pressed before this code came: the form checks what is in it, shows its messages or sends. */
function SendNow() {
  const { submitForm } = useFormikContext<ConsultationFormValues>();
  useEffect(() => void submitForm(), [submitForm]);
  return null;
}

function FocusFirstError() {
  const { submitCount, isValidating, isSubmitting, errors } = useFormikContext<ConsultationFormValues>();
  const fields = formFieldsIn(useFormLanguage());
  const handledAttempt = useRef(0);
  useEffect(() => {
    if (submitCount === handledAttempt.current || isValidating || isSubmitting) return;
    handledAttempt.current = submitCount;
    const first = fields.find((spec) => errors[spec.name]);
    if (first) document.getElementById(first.name)?.focus();
  }, [submitCount, isValidating, isSubmitting, errors, fields]);
  return null;
}

import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { CONSULTATION_ENDPOINT } from '../../consultation/endpoint';
import type { ConsultationOption } from '../../consultation/options';
import {
  createConsultationSchema,
  HONEYPOT_FIELD,
  INITIAL_CONSULTATION_VALUES,
  type ConsultationFormValues,
} from '../../consultation/schema';
import { FORM_FIELDS, SERVICE_AREA_FIELD } from '../../consultation/formFields';
import { FormField } from './FormField';
import { showErrorNotice, showSuccessNotice } from './notify';
import { submitConsultation } from './submitConsultation';
import * as styles from './ConsultationForm.css';

/**
 * The consultation form. In the HTML it is a plain form that posts to the endpoint (so it
 * works before and without JavaScript); once hydrated, Formik validates with the schema the
 * server uses and sends JSON.
 */
export function ConsultationFormView({ serviceAreas }: { serviceAreas: readonly ConsultationOption[] }) {
  const schema = useMemo(() => createConsultationSchema(serviceAreas), [serviceAreas]);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Hydrated: Formik's messages replace the browser's own bubbles.
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  return (
    <Formik<ConsultationFormValues>
      initialValues={INITIAL_CONSULTATION_VALUES}
      validationSchema={schema}
      onSubmit={async (values, { resetForm }) => {
        const honeypot = formRef.current ? String(new FormData(formRef.current).get(HONEYPOT_FIELD) ?? '') : '';
        const result = await submitConsultation(values, honeypot);
        if (result.ok) {
          resetForm();
          showSuccessNotice();
        } else {
          console.error('Failed to send the consultation request:', result.error);
          showErrorNotice();
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form
          ref={formRef}
          className={styles.form}
          method="post"
          action={CONSULTATION_ENDPOINT}
          aria-label="Book Your Free Consultation"
        >
          <p className={styles.note}>
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>
          <div className={styles.grid}>
            {FORM_FIELDS.map((spec) => (
              <FormField
                key={spec.name}
                spec={spec}
                options={spec.name === SERVICE_AREA_FIELD ? serviceAreas : (spec.options ?? [])}
              />
            ))}
          </div>
          <Honeypot />
          <FocusFirstError />
          <button type="submit" className={styles.submit} disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Request'}
          </button>
        </Form>
      )}
    </Formik>
  );
}

/** Only bots fill this in: hidden from sight, from the tab order and from assistive technology. */
function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Don&apos;t fill this out</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** After a submit attempt that failed validation, moves focus to the first field in error. */
function FocusFirstError() {
  const { submitCount, isValidating, isSubmitting, errors } = useFormikContext<ConsultationFormValues>();
  const handledAttempt = useRef(0);
  useEffect(() => {
    if (submitCount === handledAttempt.current || isValidating || isSubmitting) return;
    handledAttempt.current = submitCount;
    const first = FORM_FIELDS.find((spec) => errors[spec.name]);
    if (first) document.getElementById(first.name)?.focus();
  }, [submitCount, isValidating, isSubmitting, errors]);
  return null;
}

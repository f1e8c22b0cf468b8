import { FORM_FIELDS } from './formFields';
import * as styles from './FormErrorList.css';

/** Why a no-JavaScript request was turned back; the server shows the paragraph that applies. */
export const FAILURE_REASONS = {
  'rate-limited':
    'Several requests have already been sent from your connection. Please wait ten minutes and try again, or call us.',
  unavailable: 'We could not save your request just now. Please try again in a few minutes, or call us.',
  malformed: 'Your request could not be read. Please go back and send the form again, or call us.',
  'too-large': 'Your request was too long to send. Please shorten your description, or call us.',
  'unsupported-type': 'Your request could not be read. Please go back and send the form again, or call us.',
} as const;

/**
 * The MDX component `<FormErrorList />` of /contact/errors. The prerendered page lists every
 * field's rule; for a real answer the server keeps only the fields in error (`?fields=`) or
 * the one reason (`?reason=`), by the data attributes below.
 */
export function FormErrorList() {
  return (
    <div className={styles.box}>
      <div data-form-errors="fields">
        <p>Please check these answers:</p>
        <ul className={styles.list}>
          {FORM_FIELDS.map((field) => (
            <li key={field.name} data-field={field.name}>
              <a href={`/contact#${field.name}`}>{field.label}</a>: {field.hint}
            </li>
          ))}
        </ul>
      </div>
      {Object.entries(FAILURE_REASONS).map(([reason, text]) => (
        <p key={reason} data-reason={reason} hidden>
          {text}
        </p>
      ))}
    </div>
  );
}

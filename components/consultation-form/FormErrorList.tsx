import { FAILURE_TEXTS } from '../../consultation-request/failures';
import { FORM_FIELDS } from '../../consultation-request/formFields';
import * as styles from './FormErrorList.css';

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
      {Object.entries(FAILURE_TEXTS).map(([reason, text]) => (
        <p key={reason} data-reason={reason} hidden>
          {text}
        </p>
      ))}
    </div>
  );
}

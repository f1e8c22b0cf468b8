import { formFieldsIn } from '../../consultation-request/formFields';
import { useSite } from '../PageDataContext';
import { type Lang, messagesIn } from '../../lib/languages';
import * as styles from './FormErrorList.css';

/** Every field's rule: the server keeps those in error (`?fields=`) or the reason (`?reason=`), by data attributes. */
export function FormErrorList() {
  const { lang } = useSite();
  return <FormErrorListIn lang={lang} />;
}

/** Each field's link leads to the field in the form below the list, which the server fills in with what was sent. */
export function FormErrorListIn({ lang }: { lang: Lang }) {
  const words = messagesIn(lang).form;
  return (
    <div className={styles.box}>
      <div data-form-errors="fields">
        <p>{words.checkAnswers}</p>
        <ul className={styles.list}>
          {formFieldsIn(lang).map((field) => (
            <li key={field.name} data-field={field.name}>
              <a href={`#${field.name}`}>{field.label}</a>
              {words.colon}
              {field.hint}
            </li>
          ))}
        </ul>
      </div>
      {Object.entries(messagesIn(lang).failures).map(([reason, text]) => (
        <p key={reason} data-reason={reason} hidden>
          {text}
        </p>
      ))}
    </div>
  );
}

import { failureTextsIn } from '../../consultation-request/failures';
import { formFieldsIn } from '../../consultation-request/formFields';
import { useSite } from '../PageDataContext';
import { messagesIn } from '../../messages';
import type { Lang } from '../../lib/languages';
import * as styles from './FormErrorList.css';

/** Every field's rule: the server keeps those in error (`?fields=`) or the reason (`?reason=`), by data attributes. */
export function FormErrorList() {
  const { lang, contactPath } = useSite();
  return <FormErrorListIn lang={lang} contactPath={contactPath} />;
}

export function FormErrorListIn({ lang, contactPath }: { lang: Lang; contactPath: string }) {
  const words = messagesIn(lang).form;
  return (
    <div className={styles.box}>
      <div data-form-errors="fields">
        <p>{words.checkAnswers}</p>
        <ul className={styles.list}>
          {formFieldsIn(lang).map((field) => (
            <li key={field.name} data-field={field.name}>
              <a href={`${contactPath}#${field.name}`}>{field.label}</a>
              {words.colon}
              {field.hint}
            </li>
          ))}
        </ul>
      </div>
      {Object.entries(failureTextsIn(lang)).map(([reason, text]) => (
        <p key={reason} data-reason={reason} hidden>
          {text}
        </p>
      ))}
    </div>
  );
}

/** The consultation form's language and its words (from messages/). */
import { createContext, useContext } from 'react';
import type { Lang } from '../../lib/languages';
import { messagesIn, type Messages } from '../../messages';
import type { ConsultationField } from '../../consultation-request/schema';

/** The language of the form being rendered: the island's `lang` prop, English unless told. */
export const FormLanguage = createContext<Lang>('en');

export function useFormLanguage(): Lang {
  return useContext(FormLanguage);
}

/** The form's words in the language of the form being rendered. */
export function useFormWords(): Messages['form'] {
  return messagesIn(useFormLanguage()).form;
}

/** The hidden input that carries the page's language in the form without JavaScript. */
export const LANGUAGE_FIELD_NAME = 'language' satisfies ConsultationField;

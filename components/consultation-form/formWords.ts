/** The consultation form's language, its words (from messages/) and the firm's contact it shows. */
import { createContext, useContext } from 'react';
import type { Lang } from '../../lib/languages';
import { messagesIn, type Messages } from '../../messages';
import type { ConsultationField } from '../../consultation-request/schema';
import type { SiteFacts } from '../../content-pipeline/schema';

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

/** One of the firm's phones, as content/site.yaml gives it. */
export type FirmPhone = Pick<SiteFacts['phones'][number], 'label' | 'display' | 'dial'>;

/** What the form says about the firm (the browser has no site data, only the island's props). */
export interface FirmContact {
  phones: FirmPhone[];
  privacyNotice: string;
}

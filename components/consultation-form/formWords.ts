import { createContext, useContext } from 'react';
import { type Lang, type Messages, messagesIn } from '../../lib/languages';
import type { ConsultationField } from '../../consultation-request/schema';
import type { FailureReason } from '../../consultation-request/failures';
import type { SiteFacts } from '../../content-pipeline/schema';

export const FormLanguage = createContext<Lang>('en');

export function useFormLanguage(): Lang {
  return useContext(FormLanguage);
}

export function useFormWords(): Messages['form'] {
  return messagesIn(useFormLanguage()).form;
}

export const LANGUAGE_FIELD_NAME = 'language' satisfies ConsultationField;

export type FirmPhone = Pick<SiteFacts['phones'][number], 'label' | 'display' | 'dial'>;

/** What the form says about the firm (the browser has no site data, only the island's props). */
export interface FirmContact {
  phones: FirmPhone[];
  privacyNotice: string;
}

/** The rate limit says wait or call, never "try again", as the no-JavaScript error page does. */
export function failureNotice(reason: FailureReason | undefined, lang: Lang): { title: string; description: string } {
  const messages = messagesIn(lang);
  if (reason === 'expired') return { title: messages.notices.expiredTitle, description: messages.failures.expired };
  if (reason !== 'rate-limited') return messages.notices.error;
  return { title: messages.notices.rateLimitedTitle, description: messages.failures['rate-limited'] };
}

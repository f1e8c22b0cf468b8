/**
 * Why a request can be turned back as a whole (not because of one field). The server answers
 * with the reason; a visitor without JavaScript reads its text on /contact/errors, and the
 * JavaScript form shows the rate limit's text in its own error and notice. The words are in
 * messages/.
 */
import { en, type Messages } from '../messages/en';
import { messagesIn } from '../messages';

export type FailureReason = keyof Messages['failures'];

/** The reasons in English, the site's first language. */
export const FAILURE_TEXTS = en.failures;

export function isFailureReason(reason: unknown): reason is FailureReason {
  return typeof reason === 'string' && Object.prototype.hasOwnProperty.call(FAILURE_TEXTS, reason);
}

/** Why a request was turned back, in a language of the site. */
export function failureTextsIn(lang: string): Record<FailureReason, string> {
  return messagesIn(lang).failures;
}

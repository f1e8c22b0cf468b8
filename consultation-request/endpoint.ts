import { DEFAULT_LANG, type Lang } from '../lib/languages';

/** Where the consultation form sends requests: the browser form, the no-JavaScript form and the server agree on it here. */
export const CONSULTATION_ENDPOINT = '/functions/v1/send-contact-email';

/** The query parameter of the plain form's address that names its language (`?lang=fr`). */
export const FORM_LANGUAGE_PARAM = 'lang';

/**
 * Where the plain (no-JavaScript) form posts: a page in another language than the default names
 * it in the address, so the server answers in it even when it refuses the request before reading
 * the body (too many requests, a body too large), without relying on the browser's Referer.
 */
export function formActionIn(lang: Lang): string {
  return lang === DEFAULT_LANG ? CONSULTATION_ENDPOINT : `${CONSULTATION_ENDPOINT}?${FORM_LANGUAGE_PARAM}=${lang}`;
}

/** Where the JavaScript form fetches its time token (consultation-request/formToken.ts). */
export const FORM_TOKEN_ENDPOINT = '/functions/v1/form-token';

/** The page that holds the form: the server fills in its time token each time it serves it. */
export const CONTACT_PATH = '/contact';

/** The page the no-JavaScript form lands on after a successful request. */
export const THANK_YOU_PATH = '/thank-you';

/** The page the no-JavaScript form lands on when something must be fixed. */
export const CONTACT_ERRORS_PATH = '/contact/errors';

import { DEFAULT_LANG, type Lang } from '../lib/languages';

/** Where both forms send requests and the server takes them. */
export const CONSULTATION_ENDPOINT = '/functions/v1/send-contact-email';

export const FORM_LANGUAGE_PARAM = 'lang';

/** Here, not with the other fields: the contact page's small loader chooses it from a practice page's link. */
export const SERVICE_AREA_FIELD = 'legalServiceArea';

/** The contact page's address parameter that chooses the area (`?area=family`): its loader reads it, and the server. */
export const AREA_PARAMETER = 'area';

/**
 * The no-JavaScript form names its language in the address, so the server answers in it even when
 * it refuses the request before reading the body (too many requests, a body too large).
 */
export function formActionIn(lang: Lang): string {
  return lang === DEFAULT_LANG ? CONSULTATION_ENDPOINT : `${CONSULTATION_ENDPOINT}?${FORM_LANGUAGE_PARAM}=${lang}`;
}

export const FORM_TOKEN_ENDPOINT = '/functions/v1/form-token';

/** The server fills in the form's time token each time it serves this page. */
export const CONTACT_PATH = '/contact';
/** Where the no-JavaScript form lands after a request, and when something must be fixed. */
export const THANK_YOU_PATH = '/thank-you';
export const CONTACT_ERRORS_PATH = '/contact/errors';

/** Where the consultation form sends requests: the browser form, the no-JavaScript form and the server agree on it here. */
export const CONSULTATION_ENDPOINT = '/functions/v1/send-contact-email';

/** Where the JavaScript form fetches its time token (consultation-request/formToken.ts). */
export const FORM_TOKEN_ENDPOINT = '/functions/v1/form-token';

/** The page that holds the form: the server fills in its time token each time it serves it. */
export const CONTACT_PATH = '/contact';

/** The page the no-JavaScript form lands on after a successful request. */
export const THANK_YOU_PATH = '/thank-you';

/** The page the no-JavaScript form lands on when something must be fixed. */
export const CONTACT_ERRORS_PATH = '/contact/errors';

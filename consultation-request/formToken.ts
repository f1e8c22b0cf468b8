/**
 * The form's time token, as the browser and the server both know it: the field that carries
 * it, how long it lives, and what the token endpoint answers. The server signs and checks it
 * (server/intake/formToken.ts); docs/decisions/0021-a-signed-time-token-on-the-form.md says why
 * it exists and how a visitor gets one. No Node imports here: this module is bundled into the
 * browser.
 */

/** The field a post carries its token in (a hidden input of the plain form, a key of the JSON). */
export const FORM_TOKEN_FIELD = 'form-token';

/** A token older than this is refused as expired; the form fetches a new one at half of it. */
export const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What `GET /functions/v1/form-token` answers. */
export interface FormTokenAnswer {
  token: string;
  /** How long after it is issued the token is accepted: a post sooner is taken for a bot's. */
  minAgeMs: number;
}

export function isFormTokenAnswer(value: unknown): value is FormTokenAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { token, minAgeMs } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof minAgeMs === 'number' && minAgeMs >= 0;
}

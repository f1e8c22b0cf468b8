/**
 * The form's time token as the browser and the server both know it (why: docs/decisions/0021).
 * No Node imports here: this module is bundled into the browser.
 */

export const FORM_TOKEN_FIELD = 'form-token';

/** A token older than this is refused as expired; the form fetches a new one at half of it. */
export const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

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

import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { isFailureReason, type FailureReason } from '../../consultation-request/failures';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import { HONEYPOT_FIELD, type ConsultationFormValues } from '../../consultation-request/schema';

/** A request with no answer after this long counts as failed (the visitor can try again). */
export const SEND_TIMEOUT_MS = 15_000;

/** `reason` is set when the answer says why the request was turned back (the form words it). */
export type SubmitResult = { ok: true } | { ok: false; error: string; reason?: FailureReason };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Why the server turned the request back: the `reason` of its answer when it gives one, else what
 * the status alone says (429 is the rate limit, whatever the body: server/intake/rateLimit.ts).
 */
function failureReason(status: number, body: unknown): FailureReason | undefined {
  if (isRecord(body) && isFailureReason(body.reason)) return body.reason;
  return status === 429 ? 'rate-limited' : undefined;
}

/**
 * Sends one request to the endpoint, once: never retried by itself, so a request is never
 * sent twice without the visitor asking. Every failure becomes `{ ok: false, error }`.
 * @param formToken the form's time token (formTokenKeeper.ts); without one the request still goes
 */
export async function submitConsultation(
  values: ConsultationFormValues,
  honeypot: string,
  formToken: string | undefined,
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(CONSULTATION_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot, [FORM_TOKEN_FIELD]: formToken }),
      signal: controller.signal,
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return {
        ok: false,
        error: `unreadable answer (HTTP ${response.status})`,
        reason: failureReason(response.status, undefined),
      };
    }
    if (response.ok && isRecord(body) && body.success === true) return { ok: true };
    const error = isRecord(body) && typeof body.error === 'string' ? body.error : 'Failed to send message';
    return { ok: false, error: `${error} (HTTP ${response.status})`, reason: failureReason(response.status, body) };
  } catch (error) {
    return {
      ok: false,
      error: controller.signal.aborted ? `no answer within ${SEND_TIMEOUT_MS / 1000} s` : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

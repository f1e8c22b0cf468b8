import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { isFailureReason, type FailureReason } from '../../consultation-request/failures';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import { HONEYPOT_FIELD, type ConsultationFormValues } from '../../consultation-request/schema';

/** A request with no answer after this long counts as failed (the visitor can try again). */
const SEND_TIMEOUT_MS = 15_000;

type SubmitResult = { ok: true } | { ok: false; error: string; reason?: FailureReason };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Never retried by itself: a request is never sent twice without the visitor asking. */
export async function submitConsultation(
  values: ConsultationFormValues,
  honeypot: string,
  formToken: string | undefined,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(CONSULTATION_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot, [FORM_TOKEN_FIELD]: formToken }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, error: timedOut ? `no answer within ${SEND_TIMEOUT_MS / 1000} s` : String(error) };
  }
  const body: unknown = await response.json().catch(() => ({ error: 'unreadable answer' }));
  if (response.ok && isRecord(body) && body.success === true) return { ok: true };
  const error = isRecord(body) && typeof body.error === 'string' ? body.error : 'Failed to send message';
  // The answer's `reason` when it gives one, else what the status alone says (429: the rate limit, whatever the body).
  const reason = isRecord(body) && isFailureReason(body.reason) ? body.reason : undefined;
  return {
    ok: false,
    error: `${error} (HTTP ${response.status})`,
    reason: reason ?? (response.status === 429 ? 'rate-limited' : undefined),
  };
}

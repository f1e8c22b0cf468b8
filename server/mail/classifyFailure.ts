/**
 * Whose fault a failed send is, which decides who waits. A 4xx about this message is the mail's:
 * retried later. Anything not about the message, and a 5xx to the firm's own envelope (every
 * request's mail would get it), is the transport's: the mail stays due (transportHealth.ts).
 */

export type SendFailure =
  /** The process is stopping and cut the send: the mail goes back to the queue, due now. */
  | 'stopping'
  /** This instance's transport failed: the mail stays due; this instance backs off. */
  | 'transport'
  /** Refused for now (4xx), or not answered by the send's deadline: retried with its backoff. */
  | 'not-now'
  /** The server refused the firm's own sender or recipient for good (5xx to the envelope). */
  | 'envelope-refused'
  /** The server's final word on this message's content (5xx after its data). */
  | 'refused';

/** nodemailer's code for a reply to MAIL FROM / RCPT TO. */
const ENVELOPE_CODE = 'EENVELOPE';
/** nodemailer's codes for a reply to the envelope, and to the message's data. */
const MESSAGE_REPLY_CODES = new Set([ENVELOPE_CODE, 'EMESSAGE']);

/** "Authentication required", in answer to MAIL FROM: this instance lacks a login, whatever the message. */
const LOGIN_REQUIRED = 530;

/** The code of a send the worker cut because the process is stopping. */
export const STOPPING_CODE = 'ESTOPPING';

/** The code of a send (or a check) cut at its deadline. */
export const DEADLINE_CODE = 'ESENDDEADLINE';

export function classifySendFailure(error: unknown): SendFailure {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code === STOPPING_CODE) return 'stopping';
  if (code === DEADLINE_CODE) return 'not-now';
  const aboutMessage = typeof code === 'string' && MESSAGE_REPLY_CODES.has(code) && typeof responseCode === 'number';
  if (!aboutMessage || responseCode === LOGIN_REQUIRED) return 'transport';
  if (responseCode < 500 || responseCode >= 600) return 'not-now';
  return code === ENVELOPE_CODE ? 'envelope-refused' : 'refused';
}

/** An error's code or name only: SMTP replies can quote the addresses they reject. */
export function describeSendError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, responseCode, name } = error as { code?: unknown; responseCode?: unknown; name?: unknown };
    const parts = [code, responseCode].filter((part) => part !== undefined).map(String);
    if (parts.length > 0) return parts.join(' ');
    if (typeof name === 'string') return name;
  }
  return 'unknown';
}

/**
 * Whose fault a failed send is, which decides who waits. The mail server's temporary answer
 * about this message (4xx) is the mail's: it is retried later. A refusal of the firm's own
 * envelope (5xx to MAIL FROM or RCPT TO: a full or closed mailbox, a changed address, a sender
 * policy) is no request's fault: every request's mail would get it, so it counts as the mail
 * transport failing, as does anything else that is not about the message (the server cannot be
 * reached, refuses our login or asks for one, times out, closes the connection, says it is
 * unavailable): the mail stays due, and this instance backs off for itself
 * (transportHealth.ts). A refusal of a message's content (5xx after its data) may be that
 * request's or every request's: failureRecorder.ts tells them apart by what the other requests'
 * messages got.
 */

export type SendFailure =
  /** The process is stopping and cut the send: the mail goes back to the queue, due now. */
  | 'stopping'
  /** This instance's transport failed: the mail stays due; this instance backs off. */
  | 'transport'
  /**
   * The server refused this message for now (4xx), or had not answered it by the send's
   * deadline (a slow server, not a broken one: nodemailer's own timeouts, shorter, catch a
   * hung one): the mail is retried with its backoff.
   */
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

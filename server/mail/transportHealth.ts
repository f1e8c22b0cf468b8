/**
 * This instance's mail transport, as its last send or check found it. A transport that fails
 * is this instance's fault, not the mail's (classifyFailure.ts): the instance backs off for itself,
 * from the retry base doubling up to its maximum, sends nothing meanwhile, and then checks the
 * transport before it claims mail again. So a misconfigured instance never holds mail that a
 * healthy one could send, and its /healthz clears once its mail server answers again, even
 * when no mail is waiting.
 *
 * A connection or a login is checked without mail (connect and log in). A mail server that
 * takes the login but refuses the firm's own envelope (MAIL FROM, RCPT TO) or every message
 * (a sender policy) can only be checked by sending: then the next due mail is the check.
 */
import { retryDelay, type RetryPolicy } from './backoff';

export type TransportState = 'works' | 'backing-off' | 'to-check';

/**
 * What fails: the connection or login (`connection`), the firm's own envelope (`envelope`:
 * MAIL_FROM or MAIL_TO refused), or every request's message (`every-message`: a sender policy).
 */
export type TransportFailure = 'connection' | 'envelope' | 'every-message';

export interface TransportHealth {
  state(now: number): TransportState;
  /** Records a failed send or check; returns how long until the next check. */
  failed(errorKind: string, now: number, failure?: TransportFailure): number;
  /** Records a send or a check that went through; true if the transport had been failing. */
  worked(): boolean;
  /** Whether the check due now must be a send (a connection check would pass and prove nothing). */
  checkedBySending(): boolean;
  /** What /healthz says while the transport fails, or undefined. */
  problem(): string | undefined;
}

/** What /healthz and the log say of each failure, after the mail server's code. */
export const TRANSPORT_FAILURE_WORDS: Record<TransportFailure, string> = {
  connection: 'this instance sends no mail until it works again',
  envelope:
    "the mail server refuses the firm's own sender or recipient, so no request reaches the firm: check MAIL_FROM and MAIL_TO " +
    '(the mailbox may be full or gone), then the mail waiting goes out by itself',
  'every-message':
    "the mail server refuses every request's message, so no request reaches the firm: check the sender policy " +
    "(SPF, DKIM, DMARC) of MAIL_FROM's domain at the mail server, then the mail waiting goes out by itself",
};

export function createTransportHealth(retry: RetryPolicy): TransportHealth {
  let failures = 0;
  let checkAt = 0;
  let lastError = '';
  let lastFailure: TransportFailure = 'connection';
  return {
    state: (now) => (failures === 0 ? 'works' : now < checkAt ? 'backing-off' : 'to-check'),
    failed(errorKind, now, failure = 'connection') {
      failures += 1;
      lastError = errorKind;
      lastFailure = failure;
      const delay = retryDelay(failures, retry);
      checkAt = now + delay;
      return delay;
    },
    worked() {
      const wasFailing = failures > 0;
      failures = 0;
      return wasFailing;
    },
    checkedBySending: () => lastFailure !== 'connection',
    problem: () =>
      failures === 0 ? undefined : `mail transport fails (${lastError}): ${TRANSPORT_FAILURE_WORDS[lastFailure]}`,
  };
}

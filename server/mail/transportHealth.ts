/**
 * This instance's mail transport, as its last send or check found it. While it fails the instance
 * backs off (the retry base, doubling), sends nothing, then checks the transport before it claims
 * mail again: a misconfigured instance never holds mail a healthy one could send.
 */
import { retryDelay, type RetryPolicy } from './backoff';

export type TransportState = 'works' | 'backing-off' | 'to-check';

/** What fails: the connection or login, the firm's own envelope, or every request's message. */
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

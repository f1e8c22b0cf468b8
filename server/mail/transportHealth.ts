/** While its transport fails, an instance backs off and checks it before claiming: it never holds mail a healthy one could send. */
export type TransportFailure = 'connection' | 'envelope' | 'every-message';

export type TransportHealth = ReturnType<typeof createTransportHealth>;

export const TRANSPORT_FAILURE_WORDS: Record<TransportFailure, string> = {
  connection: 'this instance sends no mail until it works again',
  envelope:
    "the mail server refuses the firm's own sender or recipient, so no request reaches the firm: check MAIL_FROM and MAIL_TO " +
    '(the mailbox may be full or gone), then the mail waiting goes out by itself',
  'every-message':
    "the mail server refuses every request's message, so no request reaches the firm: check the sender policy " +
    "(SPF, DKIM, DMARC) of MAIL_FROM's domain at the mail server, then the mail waiting goes out by itself",
};

export function createTransportHealth(retry: RetryPolicy) {
  let failures = 0;
  let checkAt = 0;
  let lastError = '';
  let lastFailure: TransportFailure = 'connection';
  return {
    state: (now: number) => (failures === 0 ? 'works' : now < checkAt ? 'backing-off' : 'to-check'),
    failed(errorKind: string, now: number, failure: TransportFailure = 'connection'): number {
      failures += 1;
      lastError = errorKind;
      lastFailure = failure;
      const delay = retryDelay(failures, retry);
      checkAt = now + delay;
      return delay;
    },
    /** True if the transport had been failing. */
    worked(): boolean {
      const wasFailing = failures > 0;
      failures = 0;
      return wasFailing;
    },
    // A connection check would pass and prove nothing.
    checkedBySending: () => lastFailure !== 'connection',
    problem: (): string | undefined =>
      failures === 0 ? undefined : `mail transport fails (${lastError}): ${TRANSPORT_FAILURE_WORDS[lastFailure]}`,
  };
}

export interface RetryPolicy {
  /** Delay after the first failure; doubles after each further one. */
  baseMs: number;
  maxMs: number;
  /** Give up this long after the request was stored. */
  giveUpAfterMs: number;
}

export function retryDelay(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  // A capped exponent cannot overflow to Infinity.
  return Math.min(policy.baseMs * 2 ** Math.min(exponent, 40), policy.maxMs);
}

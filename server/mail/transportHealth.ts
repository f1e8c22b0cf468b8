/**
 * This instance's mail transport, as its last send or check found it. A transport that fails
 * is this instance's fault, not the mail's (sendFailure.ts): the instance backs off for itself,
 * from the retry base doubling up to its maximum, sends nothing meanwhile, and then checks the
 * transport (connect and log in, no mail) before it claims mail again. So a misconfigured
 * instance never holds mail that a healthy one could send, and its /healthz clears once its
 * mail server answers again, even when no mail is waiting.
 */
import { retryDelay, type RetryPolicy } from './backoff';

export type TransportState = 'works' | 'backing-off' | 'to-check';

export interface TransportHealth {
  state(now: number): TransportState;
  /** Records a failed send or check; returns how long until the next check. */
  failed(errorKind: string, now: number): number;
  /** Records a send or a check that went through; true if the transport had been failing. */
  worked(): boolean;
  /** What /healthz says while the transport fails, or undefined. */
  problem(): string | undefined;
}

export function createTransportHealth(retry: RetryPolicy): TransportHealth {
  let failures = 0;
  let checkAt = 0;
  let lastError = '';
  return {
    state: (now) => (failures === 0 ? 'works' : now < checkAt ? 'backing-off' : 'to-check'),
    failed(errorKind, now) {
      failures += 1;
      lastError = errorKind;
      const delay = retryDelay(failures, retry);
      checkAt = now + delay;
      return delay;
    },
    worked() {
      const wasFailing = failures > 0;
      failures = 0;
      return wasFailing;
    },
    problem: () =>
      failures === 0
        ? undefined
        : `mail transport fails (${lastError}): this instance sends no mail until it works again`,
  };
}

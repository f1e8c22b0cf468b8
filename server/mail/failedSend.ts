/**
 * What the outbox records after a failed send, by whose fault it failed (sendFailure.ts): the
 * mail's own failures are retried with backoff and given up after the retry window, or fail at
 * once; a transport's failure leaves the mail due for the other instances; a send cut by the
 * stop gives the mail back to the queue.
 */
import type { Logger } from '../logger';
import type { Outbox, OutboxEntry, OutboxRetry } from '../store/store';
import { retryDelay, type RetryPolicy } from './backoff';
import { classifySendFailure, describeSendError } from './sendFailure';
import type { TransportHealth } from './transportHealth';

export interface FailedSendOptions {
  outbox: Outbox;
  logger: Logger;
  retry: RetryPolicy;
  /** This instance's transport, told of the failures that are its own. */
  health: TransportHealth;
  /** This instance, recorded on the mail it failed. */
  instanceId: string;
}

/** Returns the function that writes a failed send's outcome for the mail it was about. */
export function createFailedSendRecorder(options: FailedSendOptions) {
  const { outbox, logger, health } = options;

  /**
   * Cut before the server's "250 OK" reached us, so not sent as far as we know: back to the
   * queue, due now, for the next start or another instance. A server that had received the
   * whole message may still deliver it (SMTP cannot take back a message whose end it has seen),
   * and then the mail arrives twice: never lost, at worst once too many.
   */
  async function giveBack(entries: OutboxEntry[]): Promise<void> {
    for (const entry of entries) await outbox.release(entry.id);
    logger.warn('mail in flight at shutdown returned to the queue', { requests: entries.length });
  }

  /**
   * The transport failed, not the mail: it stays due at once for any other instance (this one
   * leaves it to them for a while, see the claim), is never given up for it, and this instance
   * backs off.
   */
  async function leaveToOthers(entries: OutboxEntry[], failed: Omit<OutboxRetry, 'nextAttemptAt'>): Promise<void> {
    const checkInMs = health.failed(failed.errorKind, failed.failedAt);
    for (const entry of entries) await outbox.scheduleRetry(entry.id, { ...failed, nextAttemptAt: failed.failedAt });
    logger.warn('mail transport failed; the mail stays due for any instance', { error: failed.errorKind, checkInMs });
  }

  return async function recordFailedSend(entries: OutboxEntry[], error: unknown): Promise<void> {
    const failure = classifySendFailure(error);
    const errorKind = describeSendError(error);
    if (failure === 'stopping') return giveBack(entries);
    const failed = { errorKind, failedBy: options.instanceId, failedAt: Date.now() };
    if (failure === 'transport') return leaveToOthers(entries, failed);
    for (const entry of entries) {
      const permanent = failure === 'refused';
      if (permanent || failed.failedAt - entry.createdAt >= options.retry.giveUpAfterMs) {
        await outbox.markFailed(entry.id, errorKind);
        logger.error('mail failed; see npm run requests -- show, then requests -- retry', {
          requestId: entry.requestId,
          attempts: entry.attempts,
          error: errorKind,
          permanent,
        });
        continue;
      }
      const delay = retryDelay(entry.attempts, options.retry);
      await outbox.scheduleRetry(entry.id, { ...failed, nextAttemptAt: failed.failedAt + delay });
      logger.warn('mail not sent; will retry', {
        requestId: entry.requestId,
        attempts: entry.attempts,
        retryInMs: delay,
        error: errorKind,
      });
    }
  };
}

/**
 * What the outbox records after a failed send, by whose fault it failed (classifyFailure.ts): the
 * mail's own failures are retried with backoff and given up after the retry window, or fail at
 * once; a transport's failure leaves the mail due for the other instances; a send cut by the
 * stop gives the mail back to the queue.
 *
 * A refusal of a message's content is one request's only when another request's message went
 * through just before it (the mail server takes messages, not this one: a virus scanner's 554):
 * then that request fails alone. The refusals of several different requests' messages in a row
 * are the mail server refusing every message (a sender policy): the transport fails, the mail of
 * each waits (one failed in that row is queued again), and the log says once, in words, that no
 * request reaches the firm. A single refusal with nothing to compare it to is retried with the
 * mail's backoff, until a message of another request decides.
 */
import type { Logger } from '../logger';
import type { Outbox, OutboxEntry, OutboxRetry } from '../store/store';
import { retryDelay, type RetryPolicy } from './backoff';
import { classifySendFailure, describeSendError } from './classifyFailure';
import { TRANSPORT_FAILURE_WORDS, type TransportFailure, type TransportHealth } from './transportHealth';

export interface FailedSendOptions {
  outbox: Outbox;
  logger: Logger;
  retry: RetryPolicy;
  /** This instance's transport, told of the failures that are its own. */
  health: TransportHealth;
  /** This instance, recorded on the mail it failed. */
  instanceId: string;
}

export interface FailedSendRecorder {
  /** Writes a failed send's outcome for the mail it was about. */
  record(entries: OutboxEntry[], error: unknown): Promise<void>;
  /** A message went through: a content refusal after it is that message's own. */
  sent(): void;
}

/** Different requests whose messages were refused in a row that make the refusal every message's. */
const REFUSED_IN_A_ROW = 2;

export function createFailedSendRecorder(options: FailedSendOptions): FailedSendRecorder {
  const { outbox, logger, health } = options;
  /** The last send went through: the mail server takes messages. */
  let lastSendWorked = false;
  /** The requests whose messages were refused since the last one that went through. */
  const refusedInARow = new Set<string>();

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
   * backs off. A failure that means no request reaches the firm is said in words, once.
   */
  async function leaveToOthers(
    entries: OutboxEntry[],
    failed: Omit<OutboxRetry, 'nextAttemptAt'>,
    failure: TransportFailure,
  ): Promise<void> {
    const words = TRANSPORT_FAILURE_WORDS[failure];
    const saidAlready = health.problem()?.endsWith(words) === true;
    const checkInMs = health.failed(failed.errorKind, failed.failedAt, failure);
    for (const entry of entries) await outbox.scheduleRetry(entry.id, { ...failed, nextAttemptAt: failed.failedAt });
    logger.warn('mail transport failed; the mail stays due for any instance', { error: failed.errorKind, checkInMs });
    if (failure !== 'connection' && !saidAlready) {
      logger.error(`No consultation request reaches the firm: ${words}`, {
        error: failed.errorKind,
      });
    }
  }

  async function failForGood(entry: OutboxEntry, errorKind: string, permanent: boolean): Promise<void> {
    await outbox.markFailed(entry.id, errorKind);
    logger.error('mail failed; see npm run requests -- show, then requests -- retry', {
      requestId: entry.requestId,
      attempts: entry.attempts,
      error: errorKind,
      permanent,
    });
  }

  async function retryLater(entry: OutboxEntry, failed: Omit<OutboxRetry, 'nextAttemptAt'>): Promise<void> {
    if (failed.failedAt - entry.createdAt >= options.retry.giveUpAfterMs) {
      return failForGood(entry, failed.errorKind, false);
    }
    const delay = retryDelay(entry.attempts, options.retry);
    await outbox.scheduleRetry(entry.id, { ...failed, nextAttemptAt: failed.failedAt + delay });
    logger.warn('mail not sent; will retry', {
      requestId: entry.requestId,
      attempts: entry.attempts,
      retryInMs: delay,
      error: failed.errorKind,
    });
  }

  /** A content refusal: this request's alone, every message's, or not known yet (see above). */
  async function contentRefused(entries: OutboxEntry[], failed: Omit<OutboxRetry, 'nextAttemptAt'>): Promise<void> {
    const afterASend = lastSendWorked;
    lastSendWorked = false;
    const earlier = [...refusedInARow];
    for (const entry of entries) refusedInARow.add(entry.requestId);
    if (afterASend) {
      for (const entry of entries) await failForGood(entry, failed.errorKind, true);
      return;
    }
    if (refusedInARow.size >= REFUSED_IN_A_ROW) {
      // Failed alone a moment ago, as the first of the row: not that request's fault after all.
      for (const requestId of earlier) await outbox.retryFailed(failed.failedAt, requestId);
      return leaveToOthers(entries, failed, 'every-message');
    }
    for (const entry of entries) await retryLater(entry, failed);
  }

  return {
    sent() {
      lastSendWorked = true;
      refusedInARow.clear();
    },
    async record(entries, error) {
      const failure = classifySendFailure(error);
      const errorKind = describeSendError(error);
      if (failure === 'stopping') return giveBack(entries);
      const failed = { errorKind, failedBy: options.instanceId, failedAt: Date.now() };
      if (failure === 'transport') return leaveToOthers(entries, failed, 'connection');
      if (failure === 'envelope-refused') return leaveToOthers(entries, failed, 'envelope');
      if (failure === 'refused') return contentRefused(entries, failed);
      for (const entry of entries) await retryLater(entry, failed);
    },
  };
}

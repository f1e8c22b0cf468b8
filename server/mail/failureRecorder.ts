/**
 * A content refusal right after a message went through is that request's alone (a virus
 * scanner's 554); refusals of different requests in a row are every message's (a sender policy).
 */
import type { Logger } from '../logger';
import type { Outbox, OutboxEntry, OutboxRetry } from '../store/store';
import { classifySendFailure, describeSendError } from './classifyFailure';
import {
  retryDelay,
  TRANSPORT_FAILURE_WORDS,
  type RetryPolicy,
  type TransportFailure,
  type TransportHealth,
} from './transportHealth';

const REFUSED_IN_A_ROW = 2;

type FailedSend = Omit<OutboxRetry, 'nextAttemptAt'>;

export function createFailedSendRecorder(options: {
  outbox: Outbox;
  logger: Logger;
  retry: RetryPolicy;
  health: TransportHealth;
  instanceId: string;
}) {
  const { outbox, logger, health } = options;
  let lastSendWorked = false;
  const refusedInARow = new Set<string>();

  /** Cut before "250 OK": never lost, at worst delivered twice. */
  async function giveBack(entries: OutboxEntry[]): Promise<void> {
    for (const entry of entries) await outbox.release(entry.id);
    logger.warn('mail in flight at shutdown returned to the queue', { requests: entries.length });
  }

  async function leaveToOthers(entries: OutboxEntry[], failed: FailedSend, failure: TransportFailure): Promise<void> {
    const words = TRANSPORT_FAILURE_WORDS[failure];
    const saidAlready = health.problem()?.endsWith(words) === true;
    const checkInMs = health.failed(failed.errorKind, failed.failedAt, failure);
    for (const entry of entries) await outbox.scheduleRetry(entry.id, { ...failed, nextAttemptAt: failed.failedAt });
    logger.warn('mail transport failed; the mail stays due for any instance', { error: failed.errorKind, checkInMs });
    if (failure !== 'connection' && !saidAlready) {
      logger.error(`No consultation request reaches the firm: ${words}`, { error: failed.errorKind });
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

  async function retryLater(entry: OutboxEntry, failed: FailedSend): Promise<void> {
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

  async function contentRefused(entries: OutboxEntry[], failed: FailedSend): Promise<void> {
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
    async record(entries: OutboxEntry[], error: unknown): Promise<void> {
      const failure = classifySendFailure(error);
      if (failure === 'stopping') return giveBack(entries);
      const failed = { errorKind: describeSendError(error), failedBy: options.instanceId, failedAt: Date.now() };
      if (failure === 'transport') return leaveToOthers(entries, failed, 'connection');
      if (failure === 'envelope-refused') return leaveToOthers(entries, failed, 'envelope');
      if (failure === 'refused') return contentRefused(entries, failed);
      for (const entry of entries) await retryLater(entry, failed);
    },
  };
}

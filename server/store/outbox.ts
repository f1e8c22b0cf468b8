/**
 * The queue of mails to send, one row per request. A worker claims due rows for a lease;
 * a row is retried after its lease ends only if the worker never reported back (it
 * crashed mid-send), so each attempt sends at most once.
 */
import type { Db } from './database';

export interface OutboxEntry {
  id: number;
  requestId: string;
  /** Attempts including the one just claimed. */
  attempts: number;
  /** When the request was stored (ms since epoch): retries stop some days after it. */
  createdAt: number;
}

export interface Outbox {
  /** Claims up to `limit` due rows until `now + leaseMs`. */
  claimDue(now: number, limit: number, leaseMs: number): OutboxEntry[];
  markSent(id: number, now: number): void;
  scheduleRetry(id: number, nextAttemptAt: number, errorKind: string): void;
  markFailed(id: number, errorKind: string): void;
  /** Mails sent since a time: the hourly cap counts these. */
  countSentSince(since: number): number;
  countByStatus(): Record<string, number>;
  /** Mails the firm must hear about: failed ones, and unsent ones stored before `staleBefore`. */
  countTrouble(staleBefore: number): { failed: number; stale: number };
  /** Gives a claimed mail back to the queue, due now (its sender is stopping mid-send). */
  release(id: number): void;
  /** Puts failed mails back in the queue, due now: one request's, or all; returns how many. */
  retryFailed(now: number, requestId?: string): number;
}

interface OutboxRow {
  id: number;
  request_id: string;
  attempts: number;
  created_at: number;
}

export function createOutbox(db: Db): Outbox {
  const claim = db.prepare<[{ claimedUntil: number; now: number; limit: number }], OutboxRow>(`
    UPDATE outbox SET status = 'sending', claimed_until = @claimedUntil, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE (status = 'pending' AND next_attempt_at <= @now) OR (status = 'sending' AND claimed_until <= @now)
      ORDER BY next_attempt_at, id LIMIT @limit)
    RETURNING id, request_id, attempts, created_at`);
  const sent = db.prepare(
    `UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ?`,
  );
  const retry = db.prepare(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?`,
  );
  const unclaim = db.prepare(
    `UPDATE outbox SET status = 'pending', claimed_until = NULL, next_attempt_at = ? WHERE id = ? AND status = 'sending'`,
  );
  const failed = db.prepare(`UPDATE outbox SET status = 'failed', claimed_until = NULL, last_error = ? WHERE id = ?`);
  const sentSince = db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM outbox WHERE sent_at >= ?`);
  const byStatus = db.prepare<[], { status: string; n: number }>(
    `SELECT status, COUNT(*) AS n FROM outbox GROUP BY status`,
  );
  const trouble = db.prepare<[number], { failed: number; stale: number }>(`
    SELECT COALESCE(SUM(status = 'failed'), 0) AS failed,
           COALESCE(SUM(status IN ('pending', 'sending') AND created_at < ?), 0) AS stale
    FROM outbox WHERE status IN ('failed', 'pending', 'sending')`);
  const requeue = db.prepare<[number, string | null, string | null]>(`
    UPDATE outbox SET status = 'pending', next_attempt_at = ?, claimed_until = NULL
    WHERE status = 'failed' AND (? IS NULL OR request_id = ?)`);

  return {
    claimDue(now, limit, leaseMs) {
      if (limit <= 0) return [];
      return claim
        .all({ claimedUntil: now + leaseMs, now, limit })
        .map((row) => ({ id: row.id, requestId: row.request_id, attempts: row.attempts, createdAt: row.created_at }));
    },
    markSent: (id, now) => void sent.run(now, id),
    scheduleRetry: (id, nextAttemptAt, errorKind) => void retry.run(nextAttemptAt, errorKind, id),
    markFailed: (id, errorKind) => void failed.run(errorKind, id),
    release: (id) => void unclaim.run(Date.now(), id),
    countSentSince: (since) => sentSince.get(since)?.n ?? 0,
    countByStatus: () => Object.fromEntries(byStatus.all().map((row) => [row.status, row.n])),
    countTrouble: (staleBefore) => trouble.get(staleBefore) ?? { failed: 0, stale: 0 },
    retryFailed: (now, requestId) => requeue.run(now, requestId ?? null, requestId ?? null).changes,
  };
}

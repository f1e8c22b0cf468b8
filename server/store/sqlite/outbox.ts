/**
 * The outbox (store.ts says what it promises) in SQLite: one process writes the file, so a claim
 * needs no row locks; the transaction of its UPDATE is enough.
 */
import type { Outbox, OutboxRetry } from '../store';
import { SENDS_KEPT_MS } from '../requestRows';
import type { Db } from './database';

interface OutboxRow {
  id: number;
  request_id: string;
  attempts: number;
  created_at: number;
}

export function createSqliteOutbox(db: Db): Outbox {
  const claim = db.prepare<
    [{ claimedUntil: number; now: number; limit: number; instanceId: string; heldOffSince: number }],
    OutboxRow
  >(`
    UPDATE outbox SET status = 'sending', claimed_until = @claimedUntil, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE ((status = 'pending' AND next_attempt_at <= @now) OR (status = 'sending' AND claimed_until <= @now))
        AND (last_failed_by IS NULL OR last_failed_by <> @instanceId OR last_failed_at <= @heldOffSince)
      ORDER BY next_attempt_at, id LIMIT @limit)
    RETURNING id, request_id, attempts, created_at`);
  const sent = db.prepare(
    `UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ?`,
  );
  const noteSend = db.prepare<[number]>(`INSERT INTO mail_sends (sent_at) VALUES (?)`);
  const forgetSendsBefore = db.prepare<[number]>(`DELETE FROM mail_sends WHERE sent_at < ?`);
  const markSent = db.transaction((id: number, now: number) => {
    sent.run(now, id);
    noteSend.run(now);
    forgetSendsBefore.run(now - SENDS_KEPT_MS);
  });
  const retry = db.prepare<[OutboxRetry & { id: number }]>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = @nextAttemptAt, claimed_until = NULL,
       last_error = @errorKind, last_failed_by = @failedBy, last_failed_at = @failedAt
     WHERE id = @id`,
  );
  const unclaim = db.prepare(
    `UPDATE outbox SET status = 'pending', claimed_until = NULL, next_attempt_at = ? WHERE id = ? AND status = 'sending'`,
  );
  const failed = db.prepare(`UPDATE outbox SET status = 'failed', claimed_until = NULL, last_error = ? WHERE id = ?`);
  const sentSince = db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM mail_sends WHERE sent_at >= ?`);
  const byStatus = db.prepare<[], { status: string; n: number }>(
    `SELECT status, COUNT(*) AS n FROM outbox GROUP BY status`,
  );
  const trouble = db.prepare<[number], { failed: number; stale: number }>(`
    SELECT COALESCE(SUM(status = 'failed'), 0) AS failed,
           COALESCE(SUM(status IN ('pending', 'sending') AND created_at < ?), 0) AS stale
    FROM outbox WHERE (status = 'failed' AND resolved_at IS NULL) OR status IN ('pending', 'sending')`);
  // Sent again on the firm's word: due now for every instance, the one that failed it included.
  // Without an id, the failed mail the firm has not resolved; with one, that request's.
  const requeue = db.prepare<[number, string | null, string | null]>(`
    UPDATE outbox SET status = 'pending', next_attempt_at = ?, claimed_until = NULL, last_failed_by = NULL,
      resolved_at = NULL
    WHERE status = 'failed' AND (? IS NULL AND resolved_at IS NULL OR request_id = ?)`);
  const resolve = db.prepare<[number, string]>(
    `UPDATE outbox SET resolved_at = ? WHERE status = 'failed' AND resolved_at IS NULL AND request_id = ?`,
  );
  const renew = db.prepare<[number, string]>(
    `UPDATE outbox SET claimed_until = ? WHERE status = 'sending' AND id IN (SELECT value FROM json_each(?))`,
  );

  return {
    async claimDue({ now, limit, leaseMs, instanceId, holdOffMs }) {
      if (limit <= 0) return [];
      return claim
        .all({ claimedUntil: now + leaseMs, now, limit, instanceId, heldOffSince: now - holdOffMs })
        .map((row) => ({ id: row.id, requestId: row.request_id, attempts: row.attempts, createdAt: row.created_at }));
    },
    markSent: async (id, now) => markSent(id, now),
    scheduleRetry: async (id, attempt) => void retry.run({ ...attempt, id }),
    markFailed: async (id, errorKind) => void failed.run(errorKind, id),
    release: async (id) => void unclaim.run(Date.now(), id),
    countSentSince: async (since) => sentSince.get(since)?.n ?? 0,
    countByStatus: async () => Object.fromEntries(byStatus.all().map((row) => [row.status, row.n])),
    countTrouble: async (staleBefore) => trouble.get(staleBefore) ?? { failed: 0, stale: 0 },
    retryFailed: async (now, requestId) => requeue.run(now, requestId ?? null, requestId ?? null).changes,
    resolveFailed: async (requestId, now) => resolve.run(now, requestId).changes > 0,
    renewClaim: async (ids, claimedUntil) => void renew.run(claimedUntil, JSON.stringify(ids)),
  };
}

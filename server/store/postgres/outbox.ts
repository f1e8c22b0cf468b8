/**
 * The outbox (store.ts says what it promises) in PostgreSQL, shared by every instance: a
 * claim locks the rows it takes and skips those another instance is claiming at that moment
 * (FOR UPDATE SKIP LOCKED), so two workers never take the same mail, and neither waits.
 */
import type pg from 'pg';
import { SENDS_KEPT_MS } from '../requestRows';
import type { Outbox } from '../store';

interface ClaimedRow {
  id: number;
  request_id: string;
  attempts: number;
  created_at: number;
}

const CLAIM = `
  UPDATE outbox SET status = 'sending', claimed_until = $1, attempts = attempts + 1
  WHERE id IN (
    SELECT id FROM outbox
    WHERE ((status = 'pending' AND next_attempt_at <= $2) OR (status = 'sending' AND claimed_until <= $2))
      AND (last_failed_by IS DISTINCT FROM $4 OR last_failed_at <= $5)
    ORDER BY next_attempt_at, id LIMIT $3
    FOR UPDATE SKIP LOCKED)
  RETURNING id, request_id, attempts, created_at`;

export function createPgOutbox(pool: pg.Pool): Outbox {
  const run = async (sql: string, values: unknown[]) => (await pool.query(sql, values)).rowCount ?? 0;
  return {
    async claimDue({ now, limit, leaseMs, instanceId, holdOffMs }) {
      if (limit <= 0) return [];
      const { rows } = await pool.query<ClaimedRow>(CLAIM, [now + leaseMs, now, limit, instanceId, now - holdOffMs]);
      return rows
        .map((row) => ({ id: row.id, requestId: row.request_id, attempts: row.attempts, createdAt: row.created_at }))
        .sort((a, b) => a.id - b.id);
    },
    async markSent(id, now) {
      // One statement: the row marked sent and the send counted for the cap, or neither.
      await run(
        `WITH marked AS (
           UPDATE outbox SET status = 'sent', sent_at = $1, claimed_until = NULL, last_error = NULL WHERE id = $2
         ), forgotten AS (DELETE FROM mail_sends WHERE sent_at < $3)
         INSERT INTO mail_sends (sent_at) VALUES ($1)`,
        [now, id, now - SENDS_KEPT_MS],
      );
    },
    async scheduleRetry(id, { nextAttemptAt, errorKind, failedBy, failedAt }) {
      await run(
        `UPDATE outbox SET status = 'pending', next_attempt_at = $1, claimed_until = NULL, last_error = $2,
           last_failed_by = $3, last_failed_at = $4
         WHERE id = $5`,
        [nextAttemptAt, errorKind, failedBy, failedAt, id],
      );
    },
    async markFailed(id, errorKind) {
      await run(`UPDATE outbox SET status = 'failed', claimed_until = NULL, last_error = $1 WHERE id = $2`, [
        errorKind,
        id,
      ]);
    },
    async release(id) {
      await run(
        `UPDATE outbox SET status = 'pending', claimed_until = NULL, next_attempt_at = $1 WHERE id = $2 AND status = 'sending'`,
        [Date.now(), id],
      );
    },
    async countSentSince(since) {
      const { rows } = await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM mail_sends WHERE sent_at >= $1', [
        since,
      ]);
      return rows[0]?.n ?? 0;
    },
    async countByStatus() {
      const { rows } = await pool.query<{ status: string; n: number }>(
        'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status',
      );
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    },
    async countTrouble(staleBefore) {
      const { rows } = await pool.query<{ failed: number; stale: number }>(
        `SELECT COUNT(*) FILTER (WHERE status = 'failed') AS failed,
                COUNT(*) FILTER (WHERE status IN ('pending', 'sending') AND created_at < $1) AS stale
         FROM outbox WHERE (status = 'failed' AND resolved_at IS NULL) OR status IN ('pending', 'sending')`,
        [staleBefore],
      );
      return rows[0] ?? { failed: 0, stale: 0 };
    },
    retryFailed: (now, requestId) =>
      run(
        // Sent again on the firm's word: due now for every instance, the one that failed it included.
        // Without an id, the failed mail the firm has not resolved; with one, that request's.
        `UPDATE outbox SET status = 'pending', next_attempt_at = $1, claimed_until = NULL, last_failed_by = NULL,
           resolved_at = NULL
         WHERE status = 'failed' AND (($2::text IS NULL AND resolved_at IS NULL) OR request_id = $2)`,
        [now, requestId ?? null],
      ),
    resolveFailed: async (requestId, now) =>
      (await run(
        `UPDATE outbox SET resolved_at = $1 WHERE status = 'failed' AND resolved_at IS NULL AND request_id = $2`,
        [now, requestId],
      )) > 0,
    async renewClaim(ids, claimedUntil) {
      await run(`UPDATE outbox SET claimed_until = $1 WHERE status = 'sending' AND id = ANY($2::bigint[])`, [
        claimedUntil,
        ids,
      ]);
    },
  };
}

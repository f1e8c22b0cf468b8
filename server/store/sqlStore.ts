/** The SQL that SQLite and PostgreSQL both run, on the same tables (migrations.ts). */
import { randomUUID } from 'node:crypto';
import { CONSULTATION_FIELDS, type ConsultationRequest } from '../../consultation-request/schema';
import { errorCode } from '../../lib/errorCode';
import type { Outbox, RequestStore, Store, StoredRequest } from './store';

export interface Sql {
  rows<Row>(sql: string, values?: unknown[]): Promise<Row[]>;
  run(sql: string, values?: unknown[]): Promise<number>;
}

export interface EngineParts {
  sql: Sql;
  /** PostgreSQL's `FOR UPDATE SKIP LOCKED`: a claim skips rows another instance is claiming. */
  skipLocked: string;
  /** The elements of a JSON array parameter, as rows of one column `value`. */
  jsonRows(param: string): string;
  insert(values: unknown[]): Promise<boolean>;
  markSent(ids: readonly number[], now: number): Promise<void>;
  /** Erased rows stay in the file until it is rewritten: this rewrites it. */
  afterErase(): Promise<void>;
  problem(): Promise<string | undefined>;
}

/** A request's column: its field's name in snake case (firstName: first_name). */
const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const SELECT_REQUESTS = `
  SELECT r.id, r.created_at AS "createdAt", ${CONSULTATION_FIELDS.map((field) => `r.${column(field)} AS "${field}"`).join(', ')},
    COALESCE(CASE WHEN o.status = 'failed' AND o.resolved_at IS NOT NULL THEN 'resolved' ELSE o.status END, 'none')
      AS "mailStatus",
    COALESCE(o.attempts, 0) AS "mailAttempts", COALESCE(o.last_error, '') AS "mailLastError",
    COALESCE(o.created_at, 0) AS "mailQueuedAt"
  FROM consultation_requests r LEFT JOIN outbox o ON o.request_id = r.id`;

export const UNSENT_MAIL_STATUSES: readonly string[] = ['pending', 'sending', 'failed'];

const KEEPS_UNSENT = `
  NOT EXISTS (SELECT 1 FROM outbox o WHERE o.request_id = consultation_requests.id
    AND o.status IN (${UNSENT_MAIL_STATUSES.map((status) => `'${status}'`).join(', ')}) AND o.resolved_at IS NULL)`;

/** Longer than the hour the cap counts; nothing else reads it. */
export const SENDS_KEPT_MS = 2 * 3_600_000;

const CLAIM = (skipLocked: string) => `
  UPDATE outbox SET status = 'sending', claimed_until = $1, attempts = attempts + 1
  WHERE id IN (
    SELECT id FROM outbox
    WHERE ((status = 'pending' AND next_attempt_at <= $2) OR (status = 'sending' AND claimed_until <= $2))
      AND (last_failed_by IS DISTINCT FROM $4 OR last_failed_at <= $5)
    ORDER BY next_attempt_at, id LIMIT $3 ${skipLocked})
  RETURNING id, request_id AS "requestId", attempts, created_at AS "createdAt"`;

export function createSqlStore(engine: EngineParts): Pick<Store, 'requests' | 'outbox' | 'keptValue'> {
  const { sql } = engine;
  const first = async <Row>(query: string, values: unknown[] = []) => (await sql.rows<Row>(query, values))[0];
  const count = async (query: string, values: unknown[] = []) => (await first<{ n: number }>(query, values))?.n ?? 0;
  let lastWriteError: string | undefined;
  /** A failed write (disk full) shows until a later one succeeds; a lock that timed out passes (the engine sees it). */
  const insert = async (values: unknown[]) => {
    try {
      const stored = await engine.insert(values);
      lastWriteError = undefined;
      return stored;
    } catch (error) {
      const code = errorCode(error);
      if (!/^SQLITE_(BUSY|LOCKED)/.test(code)) lastWriteError = `the last write failed (${code})`;
      throw error;
    }
  };

  const requests: RequestStore = {
    save: async (request, now = new Date()) => {
      const id = randomUUID();
      await insert(requestValues(request, id, now, null));
      return id;
    },
    async saveOnce(request, formNonce, now = new Date()) {
      const id = randomUUID();
      return (await insert(requestValues(request, id, now, formNonce))) ? id : undefined;
    },
    get: (id) => first<StoredRequest>(`${SELECT_REQUESTS} WHERE r.id = $1`, [id]),
    list: () => sql.rows<StoredRequest>(`${SELECT_REQUESTS} ORDER BY r.created_at DESC, r.id`),
    count: () => count('SELECT COUNT(*) AS n FROM consultation_requests'),
    async purgeOlderThan(cutoff, { includeUnsent }) {
      const erased = await sql.rows<{ id: string }>(
        `DELETE FROM consultation_requests WHERE created_at < $1 AND ($2 OR ${KEEPS_UNSENT}) RETURNING id`,
        [cutoff.toISOString(), includeUnsent],
      );
      if (erased.length > 0) await engine.afterErase();
      return erased.map((row) => row.id);
    },
    async countRetentionTrouble(cutoff, now) {
      const trouble = await first<{ keptUnsent: number; future: number }>(
        `SELECT COUNT(*) FILTER (WHERE created_at < $1 AND NOT ${KEEPS_UNSENT}) AS "keptUnsent",
           COUNT(*) FILTER (WHERE created_at > $2) AS future
         FROM consultation_requests`,
        [cutoff.toISOString(), now.toISOString()],
      );
      return trouble ?? { keptUnsent: 0, future: 0 };
    },
    async erase(id) {
      if ((await sql.run('DELETE FROM consultation_requests WHERE id = $1', [id])) === 0) return false;
      await engine.afterErase();
      return true;
    },
    async existing(ids) {
      const found = await sql.rows<{ id: string }>(
        `SELECT id FROM consultation_requests WHERE id IN (SELECT value FROM ${engine.jsonRows('$1')})`,
        [JSON.stringify(ids)],
      );
      return new Set(found.map((row) => row.id));
    },
    problem: async () => (await engine.problem()) ?? lastWriteError,
  };

  const outbox: Outbox = {
    async claimDue({ now, limit, leaseMs, instanceId, holdOffMs }) {
      if (limit <= 0) return [];
      const claimed = await sql.rows<{ id: number; requestId: string; attempts: number; createdAt: number }>(
        CLAIM(engine.skipLocked),
        [now + leaseMs, now, limit, instanceId, now - holdOffMs],
      );
      return claimed.sort((a, b) => a.id - b.id);
    },
    markSent: (ids, now) => engine.markSent(ids, now),
    async scheduleRetry(id, { nextAttemptAt, errorKind, failedBy, failedAt }) {
      await sql.run(
        `UPDATE outbox SET status = 'pending', next_attempt_at = $1, claimed_until = NULL, last_error = $2,
           last_failed_by = $3, last_failed_at = $4
         WHERE id = $5`,
        [nextAttemptAt, errorKind, failedBy, failedAt, id],
      );
    },
    async markFailed(id, errorKind) {
      await sql.run(`UPDATE outbox SET status = 'failed', claimed_until = NULL, last_error = $1 WHERE id = $2`, [
        errorKind,
        id,
      ]);
    },
    async release(id) {
      await sql.run(
        `UPDATE outbox SET status = 'pending', claimed_until = NULL, next_attempt_at = $1 WHERE id = $2 AND status = 'sending'`,
        [Date.now(), id],
      );
    },
    countSentSince: (since) => count('SELECT COUNT(*) AS n FROM mail_sends WHERE sent_at >= $1', [since]),
    async countTrouble(staleBefore) {
      const trouble = await first<{ failed: number; stale: number }>(
        `SELECT COUNT(*) FILTER (WHERE status = 'failed') AS failed,
           COUNT(*) FILTER (WHERE status IN ('pending', 'sending') AND created_at < $1) AS stale
         FROM outbox WHERE (status = 'failed' AND resolved_at IS NULL) OR status IN ('pending', 'sending')`,
        [staleBefore],
      );
      return trouble ?? { failed: 0, stale: 0 };
    },
    retryFailed: (now, requestId) =>
      sql.run(
        // On the firm's word: due now for every instance, the one that failed it included.
        `UPDATE outbox SET status = 'pending', next_attempt_at = $1, claimed_until = NULL, last_failed_by = NULL,
           resolved_at = NULL
         WHERE status = 'failed' AND ((CAST($2 AS TEXT) IS NULL AND resolved_at IS NULL) OR request_id = $2)`,
        [now, requestId ?? null],
      ),
    resolveFailed: async (requestId, now) =>
      (await sql.run(
        `UPDATE outbox SET resolved_at = $1 WHERE status = 'failed' AND resolved_at IS NULL AND request_id = $2`,
        [now, requestId],
      )) > 0,
    async renewClaim(ids, claimedUntil) {
      await sql.run(
        `UPDATE outbox SET claimed_until = $1
         WHERE status = 'sending' AND id IN (SELECT CAST(value AS BIGINT) FROM ${engine.jsonRows('$2')})`,
        [claimedUntil, JSON.stringify(ids)],
      );
    },
  };

  return {
    requests,
    outbox,
    async keptValue(name, candidate) {
      // Two statements: the second reads with a fresh snapshot, so on PostgreSQL it sees the row of
      // an instance whose insert this one's waited for and gave way to.
      await sql.run('INSERT INTO kept_values (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        candidate,
      ]);
      return (
        (await first<{ value: string }>('SELECT value FROM kept_values WHERE name = $1', [name]))?.value ?? candidate
      );
    },
  };
}

/** A new request's row, then the time its mail is queued: the values of INSERT_REQUEST and INSERT_OUTBOX_ROW. */
function requestValues(request: ConsultationRequest, id: string, now: Date, formNonce: string | null) {
  return [id, now.toISOString(), ...CONSULTATION_FIELDS.map((field) => request[field]), formNonce, now.getTime()];
}

const REQUEST_COLUMNS = ['id', 'created_at', ...CONSULTATION_FIELDS.map(column), 'form_nonce'];
const QUEUED_AT = `$${REQUEST_COLUMNS.length + 1}`;

/** Inserts a request unless its nonce is taken. */
export const INSERT_REQUEST = `
  INSERT INTO consultation_requests (${REQUEST_COLUMNS.join(', ')})
  VALUES (${REQUEST_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  ON CONFLICT (form_nonce) DO NOTHING`;

/** The outbox row of the request INSERT_REQUEST stored; `from` the request's row on PostgreSQL. */
export const insertOutboxRow = (requestId = '$1', from = '') =>
  `INSERT INTO outbox (request_id, status, created_at, next_attempt_at)
   SELECT ${requestId}, 'pending', ${QUEUED_AT}, ${QUEUED_AT} ${from}`;

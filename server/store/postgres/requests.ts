/**
 * Consultation requests in PostgreSQL. A request and its outbox row are written by one
 * statement, so both exist or neither, and the answer comes after PostgreSQL has committed
 * it (synchronous_commit, on by default: the commit is on disk before it returns). A request
 * whose form-token nonce a stored one has is not written at all (ON CONFLICT DO NOTHING waits
 * for a concurrent insert of the same nonce and skips only if that one commits).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { errorCode } from '../../../lib/errorCode';
import { KEEPS_UNSENT, retentionTroubleQuery, SELECT_REQUESTS, toStoredRequest, type RequestRow } from '../requestRows';
import type { ConsultationRequest } from '../../../consultation-request/schema';
import type { RequestStore, RetentionTrouble } from '../store';

const INSERT_BOTH = `
  WITH request AS (
    INSERT INTO consultation_requests (id, created_at, first_name, last_name, email, phone, legal_service_area,
      problem_description, goals, urgency_level, consulted_before, contact_method, best_time, form_nonce, language)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $15, $16)
    ON CONFLICT (form_nonce) DO NOTHING
    RETURNING id)
  INSERT INTO outbox (request_id, status, created_at, next_attempt_at)
  SELECT id, 'pending', $14, $14 FROM request`;

export function createPgRequests(pool: pg.Pool): RequestStore {
  let lastWriteError: string | undefined;
  /** Resolves with the new id, or undefined when the nonce was taken. */
  const insert = async (r: ConsultationRequest, formNonce: string | null, now: Date) => {
    const id = randomUUID();
    let written: number;
    try {
      const result = await pool.query(INSERT_BOTH, [
        id,
        now.toISOString(),
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        r.legalServiceArea,
        r.problemDescription,
        r.goals,
        r.urgencyLevel,
        r.consultedBefore,
        r.contactMethod,
        r.bestTime,
        now.getTime(),
        formNonce,
        r.language,
      ]);
      written = result.rowCount ?? 0;
    } catch (error) {
      lastWriteError = `the last write failed (${errorCode(error)})`;
      throw error;
    }
    lastWriteError = undefined;
    return written > 0 ? id : undefined;
  };
  return {
    async save(request, now = new Date()) {
      const id = await insert(request, null, now);
      // Without a nonce nothing can conflict: the row is written, or the query throws.
      if (id === undefined) throw new Error('a request without a form nonce was not written');
      return id;
    },
    saveOnce: (request, formNonce, now = new Date()) => insert(request, formNonce, now),
    async get(id) {
      const { rows } = await pool.query<RequestRow>(`${SELECT_REQUESTS} WHERE r.id = $1`, [id]);
      return rows[0] && toStoredRequest(rows[0]);
    },
    async list() {
      const { rows } = await pool.query<RequestRow>(`${SELECT_REQUESTS} ORDER BY r.created_at DESC, r.id`);
      return rows.map(toStoredRequest);
    },
    async count() {
      const { rows } = await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM consultation_requests');
      return rows[0]?.n ?? 0;
    },
    async purgeOlderThan(cutoff, { includeUnsent }) {
      // Outbox rows go with their request through ON DELETE CASCADE.
      const { rows } = await pool.query<{ id: string }>(
        `DELETE FROM consultation_requests WHERE created_at < $1 AND ($2 OR ${KEEPS_UNSENT}) RETURNING id`,
        [cutoff.toISOString(), includeUnsent],
      );
      if (rows.length > 0) await rewriteTables(pool);
      return rows.map((row) => row.id);
    },
    async countRetentionTrouble(cutoff, now) {
      const { rows } = await pool.query<RetentionTrouble>(retentionTroubleQuery('$1', '$2'), [
        cutoff.toISOString(),
        now.toISOString(),
      ]);
      return rows[0] ?? { keptUnsent: 0, future: 0 };
    },
    async erase(id) {
      const { rowCount } = await pool.query('DELETE FROM consultation_requests WHERE id = $1', [id]);
      if (!rowCount) return false;
      await rewriteTables(pool);
      return true;
    },
    async existing(ids) {
      const { rows } = await pool.query<{ id: string }>(
        'SELECT id FROM consultation_requests WHERE id = ANY($1::text[])',
        [ids],
      );
      return new Set(rows.map((row) => row.id));
    },
    async problem() {
      try {
        await pool.query('SELECT 1');
      } catch (error) {
        return `the database cannot be reached (${errorCode(error)})`;
      }
      return lastWriteError;
    },
  };
}

/**
 * A deleted row stays in the table's file until it is rewritten: VACUUM FULL writes the tables
 * anew without the erased rows (a brief lock; the tables hold a year at most).
 */
async function rewriteTables(pool: pg.Pool): Promise<void> {
  await pool.query('VACUUM (FULL) consultation_requests, outbox');
}

/**
 * Consultation requests and their outbox rows in SQLite. A request and the row that will mail it
 * are written in one transaction: both exist, or neither (stored before acknowledged: ARCHITECTURE.md).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ConsultationRequest } from '../../../consultation-request/schema';
import { KEEPS_UNSENT, retentionTroubleQuery, SELECT_REQUESTS, toStoredRequest, type RequestRow } from '../requestRows';
import type { RequestStore, RetentionTrouble } from '../store';
import { BUSY_TIMEOUT_MS, DATABASE_FILE, type Db } from './database';
import { createStoreHealth } from './storeHealth';

export function createSqliteRequests(db: Db, dataDir: string): RequestStore {
  const insertRequest = db.prepare(`
    INSERT INTO consultation_requests (id, created_at, first_name, last_name, email, phone, legal_service_area,
      problem_description, goals, urgency_level, consulted_before, contact_method, best_time, form_nonce, language)
    VALUES (@id, @createdAt, @firstName, @lastName, @email, @phone, @legalServiceArea,
      @problemDescription, @goals, @urgencyLevel, @consultedBefore, @contactMethod, @bestTime, @formNonce, @language)
    ON CONFLICT (form_nonce) DO NOTHING`);
  const insertOutbox = db.prepare(`
    INSERT INTO outbox (request_id, status, created_at, next_attempt_at) VALUES (?, 'pending', ?, ?)`);
  // Nothing is written when a stored request already has the nonce.
  const insertBoth = db.transaction((request: ConsultationRequest, id: string, now: Date, formNonce: string | null) => {
    if (insertRequest.run({ ...request, id, createdAt: now.toISOString(), formNonce }).changes === 0) return false;
    insertOutbox.run(id, now.getTime(), now.getTime());
    return true;
  });
  const selectOne = db.prepare<[string], RequestRow>(`${SELECT_REQUESTS} WHERE r.id = ?`);
  const selectAll = db.prepare<[], RequestRow>(`${SELECT_REQUESTS} ORDER BY r.created_at DESC, r.id`);
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM consultation_requests');
  // Outbox rows go with their request through ON DELETE CASCADE.
  const deleteBefore = db.prepare<[{ cutoff: string; includeUnsent: number }], { id: string }>(
    `DELETE FROM consultation_requests WHERE created_at < @cutoff AND (@includeUnsent = 1 OR ${KEEPS_UNSENT})
     RETURNING id`,
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM consultation_requests WHERE id = ?');
  const retentionTrouble = db.prepare<[string, string], RetentionTrouble>(retentionTroubleQuery('?', '?'));
  const selectExisting = db.prepare<[string], { id: string }>(
    'SELECT id FROM consultation_requests WHERE id IN (SELECT value FROM json_each(?))',
  );
  // The deleted pages are zeroed (secure_delete); the log still holds the old frames until
  // they are copied back and the log is truncated.
  const emptyLog = () => db.pragma('wal_checkpoint(TRUNCATE)');
  const health = createStoreHealth(db, path.join(dataDir, DATABASE_FILE), dataDir, BUSY_TIMEOUT_MS);

  /** Resolves with the new id, or undefined when the nonce was taken; rejects when nothing could be stored. */
  const insert = async (request: ConsultationRequest, formNonce: string | null, now: Date) => {
    // A deleted file would still take writes through the open handle, and lose them on restart.
    health.assertSameFile();
    const id = randomUUID();
    let stored: boolean;
    try {
      stored = insertBoth.immediate(request, id, now, formNonce);
    } catch (error) {
      health.recordWrite(error);
      throw error;
    }
    health.recordWrite();
    return stored ? id : undefined;
  };

  return {
    // Without a nonce nothing can conflict: the request is stored, or the call rejects.
    save: async (request, now = new Date()) => (await insert(request, null, now))!,
    saveOnce: (request, formNonce, now = new Date()) => insert(request, formNonce, now),
    async get(id) {
      const row = selectOne.get(id);
      return row && toStoredRequest(row);
    },
    list: async () => selectAll.all().map(toStoredRequest),
    count: async () => countAll.get()?.n ?? 0,
    async purgeOlderThan(cutoff, { includeUnsent }) {
      const ids = deleteBefore
        .all({ cutoff: cutoff.toISOString(), includeUnsent: includeUnsent ? 1 : 0 })
        .map((row) => row.id);
      emptyLog();
      return ids;
    },
    countRetentionTrouble: async (cutoff, now) =>
      retentionTrouble.get(cutoff.toISOString(), now.toISOString()) ?? { keptUnsent: 0, future: 0 },
    async erase(id) {
      const erased = deleteOne.run(id).changes > 0;
      emptyLog();
      return erased;
    },
    existing: async (ids) => new Set(selectExisting.all(JSON.stringify(ids)).map((row) => row.id)),
    problem: async () => health.problem(),
  };
}

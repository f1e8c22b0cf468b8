/**
 * Consultation requests and their outbox rows in SQLite, synchronously (the writer thread and
 * the firm's tool call these). A request and the row that will mail it are written in one
 * transaction, and requests that arrive together share it (group commit): either all of a
 * batch exist, or none (stored before acknowledged: ARCHITECTURE.md).
 */
import path from 'node:path';
import type { ConsultationRequest } from '../../../consultation-request/schema';
import { KEEPS_UNSENT, retentionTroubleQuery, SELECT_REQUESTS, toStoredRequest, type RequestRow } from '../requestRows';
import type { RetentionTrouble } from '../store';
import { BUSY_TIMEOUT_MS, DATABASE_FILE, type Db } from './database';
import { createStoreHealth } from './storeHealth';

/** A request to store, with the id and time the server gave it, and its form token's nonce if any. */
export interface NewRequest {
  id: string;
  request: ConsultationRequest;
  createdAt: string;
  formNonce: string | null;
}

export function createSqliteRequests(db: Db, dataDir: string) {
  const insertRequest = db.prepare(`
    INSERT INTO consultation_requests (id, created_at, first_name, last_name, email, phone, legal_service_area,
      problem_description, goals, urgency_level, consulted_before, contact_method, best_time, form_nonce, language)
    VALUES (@id, @createdAt, @firstName, @lastName, @email, @phone, @legalServiceArea,
      @problemDescription, @goals, @urgencyLevel, @consultedBefore, @contactMethod, @bestTime, @formNonce, @language)
    ON CONFLICT (form_nonce) DO NOTHING`);
  const insertOutbox = db.prepare(`
    INSERT INTO outbox (request_id, status, created_at, next_attempt_at) VALUES (?, 'pending', ?, ?)`);
  // A request whose nonce a stored one already has is skipped, and the rest of its batch stored.
  const saveAll = db.transaction((batch: NewRequest[]) =>
    batch.map(({ id, request, createdAt, formNonce }) => {
      if (insertRequest.run({ ...request, id, createdAt, formNonce }).changes === 0) return false;
      const queuedAt = Date.parse(createdAt);
      insertOutbox.run(id, queuedAt, queuedAt);
      return true;
    }),
  );
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

  return {
    /**
     * One transaction, one sync, for the whole batch; throws (storing none) if it cannot commit.
     * Returns, in batch order, whether each request was stored (false: its nonce was taken).
     */
    saveBatch(batch: NewRequest[]): boolean[] {
      // A deleted file would still take writes through the open handle, and lose them on restart.
      health.assertSameFile();
      let stored: boolean[];
      try {
        stored = saveAll.immediate(batch);
      } catch (error) {
        health.recordWrite(error);
        throw error;
      }
      health.recordWrite();
      return stored;
    },
    get: (id: string) => {
      const row = selectOne.get(id);
      return row && toStoredRequest(row);
    },
    list: () => selectAll.all().map(toStoredRequest),
    count: () => countAll.get()?.n ?? 0,
    purgeOlderThan(cutoff: Date, { includeUnsent }: { includeUnsent: boolean }): string[] {
      const ids = deleteBefore
        .all({ cutoff: cutoff.toISOString(), includeUnsent: includeUnsent ? 1 : 0 })
        .map((row) => row.id);
      emptyLog();
      return ids;
    },
    countRetentionTrouble: (cutoff: Date, now: Date): RetentionTrouble =>
      retentionTrouble.get(cutoff.toISOString(), now.toISOString()) ?? { keptUnsent: 0, future: 0 },
    erase(id: string): boolean {
      const erased = deleteOne.run(id).changes > 0;
      emptyLog();
      return erased;
    },
    existing: (ids: readonly string[]) => new Set(selectExisting.all(JSON.stringify(ids)).map((row) => row.id)),
    problem: () => health.problem(),
  };
}

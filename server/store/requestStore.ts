/**
 * Consultation requests and their outbox rows. A request and the row that will mail it
 * are written in one transaction: either both exist, or neither (stored before acknowledged: ARCHITECTURE.md).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAIL_FOLDER } from '../mail/transport';
import type { ConsultationRequest } from '../../consultation/schema';
import { BUSY_TIMEOUT_MS, DATABASE_FILE, type Db } from './database';
import { createStoreHealth } from './storeHealth';

export interface StoredRequest extends ConsultationRequest {
  id: string;
  createdAt: string;
  /** The outbox status of its mail. */
  mailStatus: string;
  mailAttempts: number;
  /** Why its last send failed (an error code, never the server's words), or empty. */
  mailLastError: string;
  /** When its mail was stored in the outbox (ms since epoch), for "unsent for too long". */
  mailQueuedAt: number;
}

interface RequestRow {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  legal_service_area: string;
  problem_description: string;
  goals: string;
  urgency_level: string;
  consulted_before: string;
  contact_method: string;
  best_time: string;
  mail_status: string | null;
  mail_attempts: number | null;
  mail_last_error: string | null;
  mail_queued_at: number | null;
}

const SELECT_REQUESTS = `
  SELECT r.*, o.status AS mail_status, o.attempts AS mail_attempts, o.last_error AS mail_last_error,
    o.created_at AS mail_queued_at
  FROM consultation_requests r LEFT JOIN outbox o ON o.request_id = r.id`;

export interface RequestStore {
  /** Stores the request and queues its mail; returns the new id once committed. */
  save(request: ConsultationRequest, now?: Date): string;
  get(id: string): StoredRequest | undefined;
  /** Newest first. */
  list(): StoredRequest[];
  count(): number;
  /**
   * Erases requests created before the cut-off: their rows and outbox rows (overwritten, then
   * the write-ahead log emptied) and the mail files written for them; returns how many.
   */
  purgeOlderThan(cutoff: Date): number;
  /** Why the store cannot take a request now (see storeHealth.ts), or undefined. */
  problem(): string | undefined;
}

export function createRequestStore(db: Db, dataDir: string): RequestStore {
  const insertRequest = db.prepare(`
    INSERT INTO consultation_requests (id, created_at, first_name, last_name, email, phone, legal_service_area,
      problem_description, goals, urgency_level, consulted_before, contact_method, best_time)
    VALUES (@id, @createdAt, @firstName, @lastName, @email, @phone, @legalServiceArea,
      @problemDescription, @goals, @urgencyLevel, @consultedBefore, @contactMethod, @bestTime)`);
  const insertOutbox = db.prepare(`
    INSERT INTO outbox (request_id, status, created_at, next_attempt_at) VALUES (?, 'pending', ?, ?)`);
  const saveBoth = db.transaction((request: ConsultationRequest, id: string, now: Date) => {
    insertRequest.run({ ...request, id, createdAt: now.toISOString() });
    insertOutbox.run(id, now.getTime(), now.getTime());
  });
  const selectOne = db.prepare<[string], RequestRow>(`${SELECT_REQUESTS} WHERE r.id = ?`);
  const selectAll = db.prepare<[], RequestRow>(`${SELECT_REQUESTS} ORDER BY r.created_at DESC, r.id`);
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM consultation_requests');
  // Outbox rows go with their request through ON DELETE CASCADE.
  const deleteBefore = db.prepare<[string], { id: string }>(
    'DELETE FROM consultation_requests WHERE created_at < ? RETURNING id',
  );
  const health = createStoreHealth(db, path.join(dataDir, DATABASE_FILE), dataDir, BUSY_TIMEOUT_MS);

  return {
    save(request, now = new Date()) {
      const id = randomUUID();
      // A deleted file would still take writes through the open handle, and lose them on restart.
      health.assertSameFile();
      try {
        saveBoth.immediate(request, id, now);
      } catch (error) {
        health.recordWrite(error);
        throw error;
      }
      health.recordWrite();
      return id;
    },
    get: (id) => {
      const row = selectOne.get(id);
      return row && toStoredRequest(row);
    },
    list: () => selectAll.all().map(toStoredRequest),
    count: () => countAll.get()?.n ?? 0,
    purgeOlderThan(cutoff) {
      const ids = deleteBefore.all(cutoff.toISOString()).map((row) => row.id);
      // The deleted pages are zeroed (secure_delete); the log still holds the old frames until
      // they are copied back and the log is truncated.
      db.pragma('wal_checkpoint(TRUNCATE)');
      eraseMailFiles(dataDir, ids);
      return ids.length;
    },
    problem: () => health.problem(),
  };
}

/** The .eml files written for these requests when mail goes to files (transport.ts). */
function eraseMailFiles(dataDir: string, ids: string[]): void {
  const folder = path.join(dataDir, MAIL_FOLDER);
  for (const id of ids) {
    for (const file of [`${id}.eml`, `${id}.eml.partial`]) fs.rmSync(path.join(folder, file), { force: true });
  }
}

function toStoredRequest(row: RequestRow): StoredRequest {
  return {
    id: row.id,
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    legalServiceArea: row.legal_service_area,
    problemDescription: row.problem_description,
    goals: row.goals,
    urgencyLevel: row.urgency_level as ConsultationRequest['urgencyLevel'],
    consultedBefore: row.consulted_before,
    contactMethod: row.contact_method as ConsultationRequest['contactMethod'],
    bestTime: row.best_time as ConsultationRequest['bestTime'],
    mailStatus: row.mail_status ?? 'none',
    mailAttempts: row.mail_attempts ?? 0,
    mailLastError: row.mail_last_error ?? '',
    mailQueuedAt: row.mail_queued_at ?? 0,
  };
}

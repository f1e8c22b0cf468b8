/** One process writes the file, on its own thread: a commit waits for the disk, a few ms at this site's pace. */
import fs from 'node:fs';
import path from 'node:path';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createSqlStore, INSERT_OUTBOX, INSERT_REQUEST, requestValues, SENDS_KEPT_MS, type Sql } from '../sqlStore';
import type { Store } from '../store';
import { BUSY_TIMEOUT_MS, DATABASE_FILE, openDatabase, openExistingDatabase, type Db } from './database';
import { createStoreHealth } from './storeHealth';

export function openSqliteStore(dataDir: string): Store {
  return storeOver(openDatabase(dataDir), dataDir);
}

export function openExistingSqliteStore(dataDir: string, mode: 'read' | 'write'): Store {
  const db = openExistingDatabase(dataDir, mode);
  return { ...storeOver(db, dataDir), backup: (file) => backupDatabase(db, file) };
}

function storeOver(db: Db, dataDir: string): Store {
  // better-sqlite3 binds `$1` to the key 1 of an object, and no booleans.
  const bind = (values: unknown[]) =>
    Object.fromEntries(values.map((value, i) => [i + 1, typeof value === 'boolean' ? Number(value) : value]));
  const sql: Sql = {
    rows: async <Row>(query: string, values: unknown[] = []) => db.prepare(query).all(bind(values)) as Row[],
    run: async (query, values = []) => db.prepare(query).run(bind(values)).changes,
  };
  const health = createStoreHealth(db, path.join(dataDir, DATABASE_FILE), dataDir, BUSY_TIMEOUT_MS);
  const insertBoth = db.transaction((values: unknown[]) => {
    if (db.prepare(INSERT_REQUEST).run(bind(values)).changes === 0) return false;
    db.prepare(`${INSERT_OUTBOX} VALUES ($1, 'pending', $16, $16)`).run(bind(values));
    return true;
  });
  const markSent = db.transaction((id: number, now: number) => {
    db.prepare(
      `UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ?`,
    ).run(now, id);
    db.prepare('INSERT INTO mail_sends (sent_at) VALUES (?)').run(now);
    db.prepare('DELETE FROM mail_sends WHERE sent_at < ?').run(now - SENDS_KEPT_MS);
  });
  return {
    engine: 'sqlite',
    ...createSqlStore({
      sql,
      skipLocked: '',
      jsonRows: (param) => `json_each(${param})`,
      async insert(request, id, now, formNonce) {
        // A deleted file would still take writes through the open handle, and lose them on restart.
        health.assertSameFile();
        try {
          const stored = insertBoth.immediate(requestValues(request, id, now, formNonce));
          health.recordWrite();
          return stored;
        } catch (error) {
          health.recordWrite(error);
          throw error;
        }
      },
      markSent: async (id, now) => markSent.immediate(id, now),
      // The deleted pages are zeroed (secure_delete); the log holds the old frames until truncated.
      afterErase: async () => void db.pragma('wal_checkpoint(TRUNCATE)'),
      problem: async () => health.problem(),
    }),
    // One instance serves a SQLite store: its memory holds every count, and no address reaches the disk.
    rateLimiter: (options) => new RateLimiterMemory(options),
    close: async () => void db.close(),
  };
}

/** All pages in one step: one read transaction, so the copy is the store as of one commit. */
async function backupDatabase(db: Db, file: string): Promise<void> {
  fs.writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  try {
    await db.backup(file, { progress: () => 0x7fffffff });
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  }
}

/**
 * Opens the SQLite store under DATA_DIR with the settings that make an acknowledged
 * request survive a crash or power loss: WAL journal, synchronous=FULL (each commit is on
 * disk before it returns), and a busy timeout so the CLI and the server can share the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export const DATABASE_FILE = 'consultations.sqlite';

/** How long a write waits for another process's write to finish before it fails. */
export const BUSY_TIMEOUT_MS = 5000;

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, DATABASE_FILE);
  const db = new Database(file);
  // Personal data: readable by the server's user only (SQLite gives -wal and -shm the same mode).
  fs.chmodSync(file, 0o600);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** Runs the migrations the file has not seen yet, each with its version bump, atomically. */
export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`The database is version ${current}, newer than this code (${MIGRATIONS.length}); update the code`);
  }
  MIGRATIONS.slice(current).forEach((sql, index) => {
    const version = current + index + 1;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    }).immediate();
  });
}

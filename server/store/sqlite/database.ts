/** An acknowledged request survives a crash: WAL, synchronous=FULL, a busy timeout for the firm's tool. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StoreOpenError } from '../store';
import { assertKnownVersion, migrations } from '../migrations';

export type Db = Database.Database;

export const DATABASE_FILE = 'consultations.sqlite';

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
  // Deleted rows are overwritten, not left in free pages: a purged request leaves no trace.
  db.pragma('secure_delete = ON');
  migrate(db);
  return db;
}

/** Never created here; any failure in one sentence. */
export function openExistingDatabase(dataDir: string, mode: 'read' | 'write'): Db {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(dataDir)) {
    throw new StoreOpenError(
      `DATA_DIR ${dataDir} does not exist: check the setting (the server creates it when it first starts)`,
    );
  }
  if (!fs.existsSync(file)) throw new StoreOpenError(`${dataDir} holds no store (${DATABASE_FILE}): check DATA_DIR`);
  if (mode === 'write' && !isWritable(dataDir)) {
    throw new StoreOpenError(`${dataDir} is read-only: run this command where the store can be written`);
  }
  try {
    const db = mode === 'read' ? openForReading(file, dataDir) : new Database(file, { fileMustExist: true });
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    try {
      assertKnownVersion(readVersion(db), 'sqlite');
    } catch (error) {
      db.close();
      throw error;
    }
    if (mode === 'write') {
      db.pragma('secure_delete = ON');
      db.pragma('foreign_keys = ON');
      migrate(db);
    }
    return db;
  } catch (error) {
    if (error instanceof StoreOpenError) throw error;
    throw new StoreOpenError(
      `${file} cannot be ${mode === 'read' ? 'read' : 'written'} (${describeSqliteError(error)})`,
    );
  }
}

/** A read-only folder (no shared-memory file possible) is read from a private temporary copy. */
function openForReading(file: string, dataDir: string): Db {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    // SQLite opens lazily: the first read is where a missing shared-memory file shows.
    db.pragma('user_version');
    return db;
  } catch (error) {
    if (isWritable(dataDir)) throw error;
    const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'requests-read-'));
    process.once('exit', () => fs.rmSync(copyDir, { recursive: true, force: true }));
    for (const suffix of ['', '-wal']) {
      if (fs.existsSync(file + suffix)) fs.copyFileSync(file + suffix, path.join(copyDir, DATABASE_FILE + suffix));
    }
    fs.chmodSync(path.join(copyDir, DATABASE_FILE), 0o600);
    // The copy is ours: opened for writing, so SQLite can make its shared-memory file beside it.
    return new Database(path.join(copyDir, DATABASE_FILE), { fileMustExist: true });
  }
}

export function isWritable(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function describeSqliteError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT')
    return 'it is not a valid database: restore it from a backup';
  if (code === 'SQLITE_READONLY' || code === 'EROFS')
    return 'it is read-only: run the command where the store can be written';
  if (code === 'SQLITE_CANTOPEN') return 'it cannot be opened: check its permissions';
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

export function migrate(db: Db): void {
  const current = readVersion(db);
  assertKnownVersion(current, 'sqlite');
  migrations('sqlite').forEach((sql, index) => {
    const version = index + 1;
    if (version <= current) return;
    db.transaction(() => {
      // Read again under the write lock: another process may have applied it meanwhile.
      if (readVersion(db) >= version) return;
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    }).immediate();
  });
}

function readVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

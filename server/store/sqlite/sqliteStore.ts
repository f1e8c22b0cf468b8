/**
 * The SQLite store behind the Store interface, for the server (created and migrated) and for the
 * firm's tool (opened as the server left it). One process writes the file, on its own thread:
 * a commit waits for the disk (synchronous=FULL), a few milliseconds a request at this site's pace.
 */
import fs from 'node:fs';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Store } from '../store';
import { openDatabase, openExistingDatabase, type Db } from './database';
import { createSqliteOutbox } from './outbox';
import { createSqliteRequests } from './requests';

export function openSqliteStore(dataDir: string): Store {
  return storeOver(openDatabase(dataDir), dataDir);
}

/** The store the server made, for the firm's tool: read-only unless the command writes. */
export function openExistingSqliteStore(dataDir: string, mode: 'read' | 'write'): Store {
  const db = openExistingDatabase(dataDir, mode);
  return { ...storeOver(db, dataDir), backup: (file) => backupDatabase(db, file) };
}

function storeOver(db: Db, dataDir: string): Store {
  const keep = db.prepare('INSERT INTO kept_values (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING');
  const kept = db.prepare<[string], { value: string }>('SELECT value FROM kept_values WHERE name = ?');
  return {
    engine: 'sqlite',
    requests: createSqliteRequests(db, dataDir),
    outbox: createSqliteOutbox(db),
    // One instance serves a SQLite store: its memory holds every count, and no address reaches the disk.
    rateLimiter: (options) => new RateLimiterMemory(options),
    async keptValue(name, candidate) {
      keep.run(name, candidate);
      return kept.get(name)?.value ?? candidate;
    },
    close: async () => void db.close(),
  };
}

/**
 * SQLite's online backup, all pages in one step: one read transaction, so the copy is the store
 * as of one commit, whatever the running server writes meanwhile. The file is made first,
 * owner-only, and an existing one is never overwritten.
 */
async function backupDatabase(db: Db, file: string): Promise<void> {
  fs.writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  try {
    await db.backup(file, { progress: () => ALL_PAGES });
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  }
}

/** The most pages better-sqlite3 copies in one step. */
const ALL_PAGES = 0x7fffffff;

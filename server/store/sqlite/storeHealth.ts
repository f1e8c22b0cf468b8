/** Whether the store can take a request now, found without writing. */
import fs from 'node:fs';
import path from 'node:path';
import { BUSY_TIMEOUT_MS, DATABASE_FILE, isWritable, type Db } from './database';
import { errorCode } from '../../../lib/errorCode';

const LOCK_PROBE_MS = 200;

export function createStoreHealth(db: Db, dataDir: string) {
  const file = path.join(dataDir, DATABASE_FILE);
  const opened = identify(file);

  const fileProblem = () => {
    const now = identify(file);
    if (!now) return 'the store file is gone: restart the server to create a new one';
    if (opened && (now.dev !== opened.dev || now.ino !== opened.ino)) {
      return 'the store file was replaced: restart the server to open the new one';
    }
    return undefined;
  };

  return {
    problem(): string | undefined {
      const file = fileProblem();
      if (file) return file;
      if (!isWritable(dataDir)) return 'the data folder is not writable';
      return isLocked(db) ? 'another process holds the store' : undefined;
    },
    assertSameFile() {
      const problem = fileProblem();
      if (problem) throw Object.assign(new Error(problem), { code: 'STORE_MISSING' });
    },
  };
}

function identify(file: string): { dev: number; ino: number } | undefined {
  try {
    const { dev, ino } = fs.statSync(file);
    return { dev, ino };
  } catch {
    return undefined;
  }
}

/** Takes and releases the write lock: nothing is written, so nothing is synced. */
function isLocked(db: Db): boolean {
  db.pragma(`busy_timeout = ${LOCK_PROBE_MS}`);
  try {
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return false;
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    return /^SQLITE_(BUSY|LOCKED)/.test(errorCode(error));
  } finally {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

/**
 * The SQLite store behind the Store interface. The server's store runs on a writer thread
 * with group commit: requests that arrive while a commit is under way are written together in
 * the next one, so a crowd costs one sync per round, not one each, and each is acknowledged
 * only once the commit that holds it is on disk. The firm's tool runs the same operations in
 * its own process (no thread: it saves nothing).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createGroupCommit } from '../../../lib/groupCommit';
import type { Store } from '../store';
import { openExistingDatabase, type Db } from './database';
import { createSqliteEngine, runOp, type SqliteCall } from './engine';
import type { NewRequest } from './requests';
import { startSqliteWriter } from './writer';

export async function openSqliteStore(dataDir: string): Promise<Store> {
  const writer = await startSqliteWriter(dataDir);
  const save = createGroupCommit<NewRequest, boolean>((batch) => writer.call('saveBatch', batch));
  const store = storeOver(writer.call, save, () => writer.close());
  return {
    ...store,
    requests: {
      ...store.requests,
      problem: async () => writer.stopped() ?? (await writer.call('problem')),
    },
  };
}

/** The store the server made, for the firm's tool: read-only unless the command writes. */
export function openExistingSqliteStore(dataDir: string, mode: 'read' | 'write'): Store {
  const db = openExistingDatabase(dataDir, mode);
  const engine = createSqliteEngine(db, dataDir);
  const call = (async (op: string, ...args: unknown[]) => runOp(engine, op as never, args)) as SqliteCall;
  const store = storeOver(
    call,
    async (item) => (await call('saveBatch', [item]))[0] === true,
    async () => void db.close(),
  );
  return { ...store, backup: (file) => backupDatabase(db, file) };
}

/**
 * SQLite's online backup, all pages in one step: one read transaction, so the copy is the
 * store as of one commit, whatever the running server writes meanwhile (a copy made in many
 * steps would start again at each write of another connection). The file is made first,
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

/** @param save stores one request with the others of its commit; false when its nonce was taken. */
function storeOver(call: SqliteCall, save: (item: NewRequest) => Promise<boolean>, close: () => Promise<void>): Store {
  return {
    engine: 'sqlite',
    requests: {
      async save(request, now = new Date()) {
        const id = randomUUID();
        // Without a nonce nothing can conflict: the request is stored, or the call rejects.
        await save({ id, request, createdAt: now.toISOString(), formNonce: null });
        return id;
      },
      async saveOnce(request, formNonce, now = new Date()) {
        const id = randomUUID();
        return (await save({ id, request, createdAt: now.toISOString(), formNonce })) ? id : undefined;
      },
      get: (id) => call('get', id),
      list: () => call('list'),
      count: () => call('count'),
      purgeOlderThan: (cutoff, options) => call('purgeOlderThan', cutoff, options),
      countRetentionTrouble: (cutoff, now) => call('countRetentionTrouble', cutoff, now),
      erase: (id) => call('erase', id),
      existing: (ids) => call('existing', ids),
      problem: () => call('problem'),
    },
    outbox: {
      claimDue: (claim) => call('claimDue', claim),
      markSent: (id, now) => call('markSent', id, now),
      scheduleRetry: (id, retry) => call('scheduleRetry', id, retry),
      markFailed: (id, errorKind) => call('markFailed', id, errorKind),
      renewClaim: (ids, claimedUntil) => call('renewClaim', ids, claimedUntil),
      resolveFailed: (requestId, now) => call('resolveFailed', requestId, now),
      countSentSince: (since) => call('countSentSince', since),
      countByStatus: () => call('countByStatus'),
      countTrouble: (staleBefore) => call('countTrouble', staleBefore),
      release: (id) => call('release', id),
      retryFailed: (now, requestId) => call('retryFailed', now, requestId),
    },
    // One instance serves a SQLite store: its memory holds every count, and no address reaches the disk.
    rateLimiter: (options) => new RateLimiterMemory(options),
    keptValue: (name, candidate) => call('keptValue', name, candidate),
    close,
  };
}

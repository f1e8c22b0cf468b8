/** Every SQLite call the SQL store makes, synchronous: the writer thread runs them for the server, the firm's tool in its own process. */
import type { Statement } from 'better-sqlite3';
import { INSERT_REQUEST, insertOutboxRow, SENDS_KEPT_MS } from '../sqlStore';
import type { Db } from './database';
import { createStoreHealth } from './storeHealth';

export type SqliteOperations = ReturnType<typeof createSqliteOperations>;

export function createSqliteOperations(db: Db, dataDir: string) {
  // Prepared once per SQL text: preparing is a parse each time.
  const prepared = new Map<string, Statement>();
  const statement = (sql: string) => prepared.get(sql) ?? prepared.set(sql, db.prepare(sql)).get(sql)!;
  // better-sqlite3 binds `$1` to the key 1 of an object, and no booleans.
  const bind = (values: unknown[]) =>
    Object.fromEntries(values.map((value, i) => [i + 1, typeof value === 'boolean' ? Number(value) : value]));
  const health = createStoreHealth(db, dataDir);
  /** One transaction, one sync: each request false if its nonce was taken, none stored if it fails. */
  const insertAll = db.transaction((batch: unknown[][]) =>
    batch.map((values) => {
      if (statement(INSERT_REQUEST).run(bind(values)).changes === 0) return false;
      statement(insertOutboxRow()).run(bind(values));
      return true;
    }),
  );
  const markSent = db.transaction((ids: readonly number[], now: number) => {
    for (const id of ids) {
      statement(
        `UPDATE outbox SET status = 'sent', sent_at = $1, claimed_until = NULL, last_error = NULL WHERE id = $2`,
      ).run(bind([now, id]));
      statement('INSERT INTO mail_sends (sent_at) VALUES ($1)').run(bind([now]));
    }
    statement('DELETE FROM mail_sends WHERE sent_at < $1').run(bind([now - SENDS_KEPT_MS]));
  });
  return {
    rows: (sql: string, values: unknown[] = []) => statement(sql).all(bind(values)),
    run: (sql: string, values: unknown[] = []) => statement(sql).run(bind(values)).changes,
    insertAll(batch: unknown[][]): boolean[] {
      // A deleted file would still take writes through the open handle, and lose them on restart.
      health.assertSameFile();
      return insertAll.immediate(batch);
    },
    markSent: (ids: readonly number[], now: number) => markSent.immediate(ids, now),
    // The deleted pages are zeroed (secure_delete); the log holds the old frames until truncated.
    afterErase: () => void db.pragma('wal_checkpoint(TRUNCATE)'),
    problem: () => health.problem(),
  };
}

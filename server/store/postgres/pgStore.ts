/** The PostgreSQL store behind the Store interface: DATABASE_URL, shared by several instances. */
import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { errorCode } from '../../../lib/errorCode';
import { createSqlStore, INSERT_REQUEST, insertOutboxRow, SENDS_KEPT_MS, type Sql } from '../sqlStore';
import { assertKnownVersion, RATE_LIMIT_TABLE } from '../migrations';
import { createPool, migratePg, readPgVersion } from './pool';
import { StoreOpenError, type Store } from '../store';

/** 'serve' brings the schema up to date; the firm's tool never creates a store. */
export async function openPgStore(url: string, mode: 'serve' | 'read' | 'write'): Promise<Store> {
  const pool = createPool(url);
  try {
    if (mode === 'serve') await migratePg(pool);
    else await checkExisting(pool, url);
  } catch (error) {
    await pool.end();
    if (error instanceof StoreOpenError || mode === 'serve') throw error;
    throw new StoreOpenError(whyNotOpened(url, error));
  }
  return {
    ...createSqlStore(pgParts(pool)),
    // The table is the migrations' (tableCreated), so instances never race to create it.
    rateLimiter: (options) =>
      new RateLimiterPostgres({ ...options, storeClient: pool, tableName: RATE_LIMIT_TABLE, tableCreated: true }),
    close: () => pool.end(),
  };
}

function pgParts(pool: pg.Pool) {
  const sql: Sql = {
    rows: async <Row>(query: string, values?: unknown[]) => (await pool.query(query, values)).rows as Row[],
    run: async (query, values) => (await pool.query(query, values)).rowCount ?? 0,
  };
  return {
    sql,
    skipLocked: 'FOR UPDATE SKIP LOCKED',
    jsonRows: (param: string) => `json_array_elements_text(${param})`,
    // One statement: the request and its outbox row both exist or neither.
    insert: async (values: unknown[]) =>
      (await sql.run(
        `WITH request AS (${INSERT_REQUEST} RETURNING id) ${insertOutboxRow('id', 'FROM request')}`,
        values,
      )) > 0,
    async markSent(ids: readonly number[], now: number) {
      // One statement: the rows marked sent and each counted for the cap, or none.
      await sql.run(
        `WITH marked AS (
           UPDATE outbox SET status = 'sent', sent_at = $1, claimed_until = NULL, last_error = NULL
           WHERE id = ANY($2) RETURNING id
         ), forgotten AS (DELETE FROM mail_sends WHERE sent_at < $3)
         INSERT INTO mail_sends (sent_at) SELECT $1 FROM marked`,
        [now, ids, now - SENDS_KEPT_MS],
      );
    },
    // VACUUM FULL writes the tables anew without the erased rows (a brief lock; they hold a year at most).
    afterErase: async () => void (await pool.query('VACUUM (FULL) consultation_requests, outbox')),
    problem: () =>
      pool.query('SELECT 1').then(
        () => undefined,
        (error: unknown) => `the database cannot be reached (${errorCode(error)})`,
      ),
  };
}

const REFUSALS: Record<string, string> = {
  '3D000': 'does not exist',
  '28P01': 'refused the user name or password',
  '28000': 'does not let this user in',
};

function whyNotOpened(url: string, error: unknown): string {
  const code = (error as { code?: string }).code ?? String(error);
  const refusal = REFUSALS[code];
  return refusal
    ? `${describeUrl(url)} ${refusal}: check DATABASE_URL`
    : `${describeUrl(url)} cannot be reached (${code})`;
}

async function checkExisting(pool: Parameters<typeof readPgVersion>[0], url: string): Promise<void> {
  const version = await readPgVersion(pool);
  if (version === 0) throw new StoreOpenError(`${describeUrl(url)} holds no store: check DATABASE_URL`);
  assertKnownVersion(version, 'postgres');
}

/** Without its password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `the database ${parsed.pathname.slice(1) || '(default)'} on ${parsed.host}`;
  } catch {
    return 'the database';
  }
}

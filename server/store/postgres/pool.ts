/** The pool to DATABASE_URL, and the migrations, under an advisory lock so one instance applies each. */
import pg from 'pg';
import { assertKnownVersion, migrations } from '../migrations';

/** BIGINT columns hold milliseconds since the epoch and counts: safe as JavaScript numbers. */
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** How long a query waits for a free connection or a lock before it fails (then 503). */
const WAIT_MS = 5000;
/** Any two numbers, the same in every instance: the key of the migrations' advisory lock. */
const MIGRATION_LOCK = [0x51_7e, 0x3a_11] as const;
const READ_VERSION = 'SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations';

export function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: WAIT_MS,
    // The server's own limit: a query stuck behind a lock fails instead of holding a request.
    statement_timeout: WAIT_MS,
    types,
  });
  // An idle connection the server dropped: the pool replaces it; nothing was waiting on it.
  pool.on('error', () => {});
  return pool;
}

export async function readPgVersion(pool: pg.Pool): Promise<number> {
  const table = await pool.query<{ found: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS found`);
  if (!table.rows[0]?.found) return 0;
  return (await pool.query<{ version: number }>(READ_VERSION)).rows[0]?.version ?? 0;
}

export async function migratePg(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [...MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    );
    const current = (await client.query<{ version: number }>(READ_VERSION)).rows[0]?.version ?? 0;
    assertKnownVersion(current, 'postgres');
    for (const [index, sql] of migrations('postgres').entries()) {
      if (index + 1 <= current) continue;
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

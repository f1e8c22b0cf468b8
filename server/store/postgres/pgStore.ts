/** The PostgreSQL store behind the Store interface: DATABASE_URL, shared by several instances. */
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { keptPgValue } from './keptValues';
import { createPgOutbox } from './outbox';
import { createPool, migratePg, readPgVersion } from './pool';
import { PG_MIGRATIONS, RATE_LIMIT_TABLE } from './migrations';
import { createPgRequests } from './requests';
import type { Store } from '../store';
import { StoreOpenError } from '../storeOpenError';

/**
 * @param mode 'serve' brings the schema up to date; the firm's tool ('read'/'write') never
 * creates a store, and refuses one newer than itself.
 */
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
    engine: 'postgres',
    requests: createPgRequests(pool),
    outbox: createPgOutbox(pool),
    // The table is the migrations' (tableCreated), so instances never race to create it.
    rateLimiter: (options) =>
      new RateLimiterPostgres({ ...options, storeClient: pool, tableName: RATE_LIMIT_TABLE, tableCreated: true }),
    keptValue: (name, candidate) => keptPgValue(pool, name, candidate),
    close: () => pool.end(),
  };
}

/** What PostgreSQL answered, in the firm's words, for the codes a wrong DATABASE_URL gives. */
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
  if (version > PG_MIGRATIONS.length) {
    throw new StoreOpenError(
      `the store is version ${version}, newer than this tool (${PG_MIGRATIONS.length}): update the code`,
    );
  }
}

/** The database's address without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `the database ${parsed.pathname.slice(1) || '(default)'} on ${parsed.host}`;
  } catch {
    return 'the database';
  }
}

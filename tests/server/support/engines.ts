/**
 * The two engines a store's behaviour is tested on. `engineSettings` gives the settings that
 * put a server (or the firm's tool) on one: nothing for SQLite (its file in DATA_DIR), a fresh
 * schema's DATABASE_URL for PostgreSQL.
 */
import { describe } from 'vitest';
import type { Engine, RequestStore } from '../../../server/store/store';
import { freshDatabaseUrl } from '../../support/postgres';

export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

export async function engineSettings(engine: Engine): Promise<Record<string, string>> {
  return engine === 'postgres' ? { DATABASE_URL: await freshDatabaseUrl() } : {};
}

/**
 * Declares the suite once per engine (`on sqlite`, `on postgres`); the suite's tests start
 * their servers with `engineSettings(engine)`.
 */
export function describeOnEachEngine(suite: (engine: Engine) => void): void {
  describe.each(ENGINES)('on %s', suite);
}

/** How many stored requests have each mail status. */
export async function countMailStatuses(requests: Pick<RequestStore, 'list'>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { mailStatus } of await requests.list()) counts[mailStatus] = (counts[mailStatus] ?? 0) + 1;
  return counts;
}

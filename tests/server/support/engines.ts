/**
 * The two engines a store's behaviour is tested on. `engineSettings` gives the settings that
 * put a server (or the firm's tool) on one: nothing for SQLite (its file in DATA_DIR), a fresh
 * schema's DATABASE_URL for PostgreSQL.
 */
import { describe } from 'vitest';
import type { Engine } from '../../../server/store/store';
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

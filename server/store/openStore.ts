/**
 * Which engine keeps the requests: PostgreSQL when DATABASE_URL is set (several instances
 * share it), otherwise SQLite in DATA_DIR (the embedded default, one instance).
 */
import { openPgStore } from './postgres/pgStore';
import { openExistingSqliteStore, openSqliteStore } from './sqlite/sqliteStore';
import type { Store } from './store';

export interface StoreSettings {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** The server's store, created or brought up to date. */
export async function openStore(settings: StoreSettings): Promise<Store> {
  if (settings.databaseUrl) return openPgStore(settings.databaseUrl, 'serve');
  return openSqliteStore(settings.dataDir);
}

/** The store the server made, for the firm's tool: never created here (throws StoreOpenError). */
export async function openExistingStore(settings: StoreSettings, mode: 'read' | 'write'): Promise<Store> {
  if (settings.databaseUrl) return openPgStore(settings.databaseUrl, mode);
  return openExistingSqliteStore(settings.dataDir, mode);
}

import { openPgStore } from './postgres/pgStore';
import { openExistingSqliteStore, openSqliteStore } from './sqlite/sqliteStore';
import type { Store } from './store';

export interface StoreSettings {
  dataDir: string;
  databaseUrl: string | undefined;
}

export async function openStore(settings: StoreSettings): Promise<Store> {
  if (settings.databaseUrl) return openPgStore(settings.databaseUrl, 'serve');
  return openSqliteStore(settings.dataDir);
}

export async function openExistingStore(settings: StoreSettings, mode: 'read' | 'write'): Promise<Store> {
  if (settings.databaseUrl) return openPgStore(settings.databaseUrl, mode);
  return openExistingSqliteStore(settings.dataDir, mode);
}

import type { ServerConfig } from '../config';
import { openPgStore } from './postgres/pgStore';
import { openExistingSqliteStore, openSqliteStore } from './sqlite/sqliteStore';
import type { Store } from './store';

export async function openStore(
  settings: Pick<ServerConfig, 'DATA_DIR' | 'DATABASE_URL'>,
  mode: 'serve' | 'read' | 'write' = 'serve',
): Promise<Store> {
  if (settings.DATABASE_URL) return openPgStore(settings.DATABASE_URL, mode);
  return mode === 'serve' ? openSqliteStore(settings.DATA_DIR) : openExistingSqliteStore(settings.DATA_DIR, mode);
}

import type { ServerConfig } from '../config';
import { openPgStore } from './postgres/pgStore';
import { openExistingSqliteStore, openSqliteStore } from './sqlite/sqliteStore';
import type { Store } from './store';

export async function openStore(
  settings: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  mode: 'serve' | 'read' | 'write' = 'serve',
): Promise<Store> {
  if (settings.databaseUrl) return openPgStore(settings.databaseUrl, mode);
  return mode === 'serve' ? openSqliteStore(settings.dataDir) : openExistingSqliteStore(settings.dataDir, mode);
}

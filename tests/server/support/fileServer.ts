/** The servers of the tests that start one in process: one for a whole file, or one per test. */
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../../server/config';
import { silentLogger, type Logger } from '../../../server/logger';
import { startServer, type RunningServer, type StartOptions } from '../../../server/server';
import { removeTempDirs, testConfig } from './fixtures';
import type { StoreLocation } from './storeSql';

/**
 * Started before the file's tests with the settings (or those `prepare` gives once it has written
 * what the server serves), closed after them, its temporary folders removed. The object is
 * filled in when the server starts.
 */
export function serverForFile(
  prepare: Record<string, string> | (() => Record<string, string>) = {},
  logger: Logger = silentLogger,
): RunningServer {
  const server = {} as RunningServer;
  beforeAll(async () => {
    const settings = typeof prepare === 'function' ? prepare() : prepare;
    Object.assign(server, await startServer(testConfig(settings), { logger }));
  });
  afterAll(async () => {
    await server.close?.();
    removeTempDirs();
  });
  return server;
}

/** A server for one test with the settings, closed by the file's clean-ups (cleanUpAfterEach), its config and store. */
export async function serverForTest(
  cleanups: (() => unknown)[],
  settings: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer & StoreLocation & { config: ServerConfig }> {
  const config = testConfig(settings);
  const server = await startServer(config, { logger: silentLogger, ...options });
  cleanups.push(() => server.close());
  return { ...server, dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, config };
}

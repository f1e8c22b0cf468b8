/**
 * `npm start`: the production server. Builds the site first if it has never been built,
 * then serves the build (dist/) with the consultation endpoint until SIGTERM/SIGINT.
 * It reads nothing of content/: everything it needs is in the build.
 */
import { spawnSync } from 'node:child_process';
import { COMPLETE_BUILD_FILES, missingBuildFiles } from '../builtSite/manifest';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

const logger = createLogger();

function readConfigOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** A fresh checkout has no dist/, and a build stopped half-way lacks files: build rather than serve that. */
function ensureBuilt(config: ServerConfig): void {
  const missing = missingBuildFiles(config.buildDir);
  if (missing.length === 0) return;
  const state =
    missing.length === COMPLETE_BUILD_FILES.length ? 'has no build' : `is incomplete (no ${missing.join(', ')})`;
  if (!config.buildDirIsDefault) {
    process.stderr.write(`Configuration error: DIST_DIR ${state} (${config.buildDir}); build the site first\n`);
    process.exit(1);
  }
  logger.info('build missing or incomplete: running npm run build', { missing: missing.join(', ') });
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('npm run build failed; see its output above\n');
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  ensureBuilt(config);
  const server = await startServer(config, { logger });

  const shutdown = (signal: string) => {
    logger.info('shutting down', { signal });
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error('start-up failed', { error: error instanceof Error ? error.name : typeof error });
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

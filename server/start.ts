/** `npm start`: builds the site if needed, then serves dist/ with the endpoint until SIGTERM/SIGINT. */
import { spawnSync } from 'node:child_process';
import {
  COMPLETE_BUILD_FILES,
  missingBuildFiles,
  readSiteManifest,
  SiteManifestError,
  type BuiltSiteManifest,
} from '../built-site/manifest';
import { EditorSettingError, readGitHubEditorSettings } from '../editor/editorSettings';
import { createHostedEditorRoutes } from '../editor/hostedEditor';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';
import { describeStart } from './startSummary';
import { stopOnSignals } from './stopOnSignals';

const logger = createLogger();

/** A missing, half-made or older build is built again rather than served. */
function ensureBuilt(config: ServerConfig): void {
  const missing = missingBuildFiles(config.buildDir);
  const outdated = missing.length === 0 && !hasReadableManifest(config.buildDir);
  if (missing.length === 0 && !outdated) return;
  const state = outdated
    ? 'was built by an older version of the site'
    : missing.length === COMPLETE_BUILD_FILES.length
      ? 'has no build'
      : `is incomplete (no ${missing.join(', ')})`;
  if (!config.buildDirIsDefault) {
    process.stderr.write(`Configuration error: DIST_DIR ${state} (${config.buildDir}); build the site first\n`);
    process.exit(1);
  }
  logger.info('build missing, incomplete or outdated: running npm run build', { missing: missing.join(', ') });
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('npm run build failed; see its output above\n');
    process.exit(1);
  }
}

function hasReadableManifest(buildDir: string): boolean {
  try {
    readSiteManifest(buildDir);
    return true;
  } catch (error) {
    if (error instanceof SiteManifestError) return false;
    throw error;
  }
}

/** A RETENTION_DAYS other than the privacy notice's would make it untrue: the server refuses to start. */
function checkRetentionMatchesNotice(config: ServerConfig, site: BuiltSiteManifest): void {
  if (config.retentionMs === undefined) return;
  const days = config.retentionMs / 86_400_000;
  if (days === site.requestRetentionDays) return;
  throw new ConfigError(
    'RETENTION_DAYS',
    `is ${days} but the privacy notice publishes ${site.requestRetentionDays} days (requestRetentionDays in ` +
      'content/site.yaml): change requestRetentionDays and rebuild, or leave RETENTION_DAYS unset',
  );
}

/** A promise nobody awaited that failed is a bug to log, never a reason to drop the requests in flight. */
process.on('unhandledRejection', (why) => logger.error('unhandled rejection', { error: (why as Error)?.name }));

/** The setting behind a failure of the system's (a folder, a name, a port), so that the operator knows where to look. */
function describeStartFailure(error: unknown, config: ServerConfig | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  // The store's errors cross from its thread as name, message and code (the message names the path).
  const { syscall, hostname, code } = (error ?? {}) as { syscall?: string; hostname?: string; code?: string };
  if (!config) return message;
  if (syscall === 'listen' || (hostname !== undefined && hostname === config.host))
    return `HOST and PORT (${config.host}:${config.port}): ${message}`;
  if (config.databaseUrl) return hostname || syscall === 'connect' ? `DATABASE_URL: ${message}` : message;
  if (message.includes(config.dataDir) || code?.startsWith('SQLITE_'))
    return `DATA_DIR (${config.dataDir}): ${message}`;
  return message;
}

/** Read first of all; a later failure is described with it. */
let config: ServerConfig | undefined;

async function main(): Promise<void> {
  config = readConfig();
  const editorGitHub = readGitHubEditorSettings();
  ensureBuilt(config);
  const site = readSiteManifest(config.buildDir);
  checkRetentionMatchesNotice(config, site);
  // The visual editor, only with its GitHub settings (editor/hostedEditor.ts).
  const editor = editorGitHub && createHostedEditorRoutes(config.buildDir, editorGitHub, site.siteUrl, logger);
  const server = await startServer(config, { logger, site: () => site, routes: editor });
  process.stderr.write(`${describeStart(server.url, config, site).join('\n')}\n`);

  stopOnSignals((signal) => {
    logger.info('shutting down', { signal });
    return server.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EditorSettingError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  logger.error('start-up failed', { error: error instanceof Error ? error.name : typeof error });
  process.stderr.write(`The server could not start: ${describeStartFailure(error, config)}\n`);
  process.exit(1);
});

/**
 * The production server: serves dist/ with the endpoint until SIGTERM/SIGINT. Compiled into the build
 * (`dist/node/start.js`, build/compileServer.ts), which `npm start` brings up to date first.
 */
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

/** A missing or half-made build is refused, naming the command that makes it (an older one: readSiteManifest). */
function checkBuilt(config: ServerConfig): void {
  const missing = missingBuildFiles(config.DIST_DIR);
  if (missing.length === 0) return;
  const state =
    missing.length === COMPLETE_BUILD_FILES.length ? 'has no build' : `is incomplete (no ${missing.join(', ')})`;
  throw new ConfigError('DIST_DIR', `${state} (${config.DIST_DIR}): run npm run build`);
}

/** A RETENTION_DAYS other than the privacy notice's would make it untrue: the server refuses to start. */
function checkRetentionMatchesNotice(config: ServerConfig, site: BuiltSiteManifest): void {
  const days = config.RETENTION_DAYS;
  if (days === undefined || days === site.requestRetentionDays) return;
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
  if (syscall === 'listen' || (hostname !== undefined && hostname === config.HOST))
    return `HOST and PORT (${config.HOST}:${config.PORT}): ${message}`;
  if (config.DATABASE_URL) return hostname || syscall === 'connect' ? `DATABASE_URL: ${message}` : message;
  if (message.includes(config.DATA_DIR) || code?.startsWith('SQLITE_'))
    return `DATA_DIR (${config.DATA_DIR}): ${message}`;
  return message;
}

/** Read first of all; a later failure is described with it. */
let config: ServerConfig | undefined;

async function main(): Promise<void> {
  config = readConfig();
  const editorGitHub = readGitHubEditorSettings();
  checkBuilt(config);
  const site = readSiteManifest(config.DIST_DIR);
  checkRetentionMatchesNotice(config, site);
  // The visual editor, only with its GitHub settings (editor/hostedEditor.ts).
  const editor = editorGitHub && createHostedEditorRoutes(config.DIST_DIR, editorGitHub, site.siteUrl, logger);
  const server = await startServer(config, { logger, site: () => site, routes: editor });
  process.stderr.write(`${describeStart(server.url, config, site).join('\n')}\n`);

  stopOnSignals((signal) => {
    logger.info('shutting down', { signal });
    return server.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EditorSettingError || error instanceof SiteManifestError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  logger.error('start-up failed', { error: error instanceof Error ? error.name : typeof error });
  process.stderr.write(`The server could not start: ${describeStartFailure(error, config)}\n`);
  process.exit(1);
});

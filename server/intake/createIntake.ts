import { randomBytes } from 'node:crypto';
import type { SiteManifest } from '../../built-site/manifest';
import { oncePerObject } from '../../lib/oncePerObject';
import { LANGUAGES, type Lang } from '../../lib/languages';
import { createConsultationSchema, type ConsultationSchema } from '../../consultation-request/schema';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { mailSettings } from '../mail/composeMail';
import { createMailFiles } from '../mail/mailFiles';
import { createOutboxWorker } from '../mail/outboxWorker';
import { createMailTransport } from '../mail/transport';
import { openStore } from '../store/openStore';
import { createAcceptRequestHandler } from './acceptRequest';
import { createFormTokens } from './formToken';
import { RATE_LIMIT_NAME } from './rateLimit';
import { createRetention } from './retention';
import { plural } from '../words';

export type Intake = Awaited<ReturnType<typeof createIntake>>;

const RETENTION_CHECK_MS = 86_400_000;
/** Mail files of requests erased elsewhere are swept every minute (by default). */
const MAIL_FILES_SWEEP_POLLS = 20;

export async function createIntake(
  config: ServerConfig,
  site: () => SiteManifest,
  logger: Logger,
  pageHtml?: (path: string) => Promise<string | undefined>,
  clock: () => number = Date.now,
) {
  const { requests: store, outbox, rateLimiter, keptValue, close: closeStore } = await openStore(config);
  let secret = config.FORM_TOKEN_SECRET;
  try {
    // Kept in the store when not set: shared by instances, kept across restarts.
    secret ??= await keptValue('form-token-secret', randomBytes(32).toString('base64url'));
  } catch (error) {
    await closeStore();
    throw error;
  }
  const formTokens = createFormTokens(secret, config.FORM_MIN_SECONDS * 1000, clock);
  const transport = createMailTransport(config.SMTP_URL, config.DATA_DIR);
  const mail = () => mailSettings(config, site());
  const mailFiles = createMailFiles({ dataDir: config.DATA_DIR, requests: store, mail });
  const worker = createOutboxWorker({
    outbox,
    requests: store,
    transport,
    logger,
    mail,
    retry: {
      baseMs: config.MAIL_RETRY_BASE_MS,
      maxMs: config.MAIL_RETRY_MAX_MS,
      giveUpAfterMs: config.MAIL_GIVE_UP_HOURS * 3_600_000,
    },
    pollMs: config.OUTBOX_POLL_MS,
    mailPerHour: config.MAIL_PER_HOUR,
    leaseMs: config.OUTBOX_LEASE_MS,
    digestMaxBytes: config.MAIL_DIGEST_MAX_KB * 1024,
  });
  const endpoint = createAcceptRequestHandler({
    schema: schemaOfSite(site),
    site,
    store,
    rateLimiter: rateLimiter({
      keyPrefix: RATE_LIMIT_NAME,
      points: config.RATE_LIMIT_MAX,
      duration: config.RATE_LIMIT_WINDOW_MINUTES * 60,
    }),
    logger,
    formTokens,
    onStored: () => worker.wake(),
    pageHtml,
  });

  let retentionTimer: NodeJS.Timeout | undefined;
  const retention = createRetention({
    store,
    mailFiles,
    logger,
    // No period known yet (the dev server before its content first checks clean): 0, nothing erased.
    periodMs: () => (config.RETENTION_DAYS ?? site().requestRetentionDays) * RETENTION_CHECK_MS,
  });

  let sweepTimer: NodeJS.Timeout | undefined;
  const sweepMailFiles = async () => {
    try {
      const changed = await mailFiles.sweep();
      if (changed > 0) logger.info('mail files of erased requests erased', { files: changed });
    } catch (error) {
      logger.error('mail files sweep failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  };

  return {
    store,
    worker,
    endpoint,
    formTokens,
    async start() {
      worker.start();
      retentionTimer = setInterval(() => void retention.apply(), RETENTION_CHECK_MS);
      retentionTimer.unref();
      sweepTimer = setInterval(() => void sweepMailFiles(), MAIL_FILES_SWEEP_POLLS * config.OUTBOX_POLL_MS);
      sweepTimer.unref();
      await retention.apply();
      await sweepMailFiles();
    },
    // Warnings, not an outage.
    mailWarnings: async () => [
      ...describeMailTrouble(await outbox.countTrouble(Date.now() - config.MAIL_ALERT_AFTER_MINUTES * 60_000), config),
      ...(await retention.warnings()),
    ],
    async close() {
      clearInterval(retentionTimer);
      clearInterval(sweepTimer);
      await worker.stop();
      transport.close();
      await closeStore();
    },
  };
}

function describeMailTrouble({ failed, stale }: { failed: number; stale: number }, config: ServerConfig): string[] {
  return [
    failed > 0 && `${plural(failed, 'mail')} failed: npm run requests -- list, show ID, then retry ID or resolve ID`,
    stale > 0 && `${plural(stale, 'mail')} still unsent ${config.MAIL_ALERT_AFTER_MINUTES} minutes after the request`,
  ].filter((line) => line !== false);
}

function schemaOfSite(site: () => SiteManifest): (lang: Lang) => ConsultationSchema {
  const schemasOf = oncePerObject(
    (manifest: SiteManifest) =>
      Object.fromEntries(
        LANGUAGES.map((lang) => [lang, createConsultationSchema(manifest.serviceAreas, lang)]),
      ) as Record<Lang, ConsultationSchema>,
  );
  return (lang) => schemasOf(site())[lang];
}

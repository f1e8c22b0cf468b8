/**
 * The consultation intake: the store, the mail outbox worker and the endpoint that accepts
 * requests, wired once here for the production and the dev server alike.
 */
import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import type { SiteManifest } from '../../build-output/manifest';
import { optionLabel } from '../../consultation-request/options';
import { oncePerObject } from '../../lib/oncePerObject';
import { LANGUAGES, type Lang } from '../../lib/languages';
import { createConsultationSchema, type ConsultationSchema } from '../../consultation-request/schema';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { createOutboxWorker, type OutboxWorker } from '../mail/outboxWorker';
import { createMailTransport } from '../mail/transport';
import { openStore } from '../store/openStore';
import type { RequestStore, Store } from '../store/store';
import { createAcceptRequestHandler } from './acceptRequest';
import { createFormTokens, type FormTokens } from './formToken';
import { RATE_LIMIT_NAME } from './rateLimit';

export interface Intake {
  store: RequestStore;
  worker: OutboxWorker;
  /** `POST /functions/v1/send-contact-email` */
  endpoint: Router;
  /** Issues and checks the form's time tokens. */
  formTokens: FormTokens;
  /**
   * Starts the mail worker and the daily erasure of requests past the retention period;
   * resolves once the first erasure is done (a restarted server never shows an expired request).
   */
  start(): Promise<void>;
  /** Mail the firm is not receiving: failed, or unsent for too long; undefined when all is well. */
  mailProblem(): Promise<string | undefined>;
  /** Stops the worker (waiting for the mail in progress) and closes the store. */
  close(): Promise<void>;
}

/** The retention period is counted in days, and applied at start and then every day. */
const RETENTION_CHECK_MS = 86_400_000;

export async function createIntake(config: ServerConfig, site: () => SiteManifest, logger: Logger): Promise<Intake> {
  const opened = await openStore(config);
  const { requests: store, outbox, rateLimiter, close: closeStore } = opened;
  let formTokens: FormTokens;
  try {
    formTokens = createFormTokens(await formTokenSecret(config, opened), config.formMinAgeMs);
  } catch (error) {
    await closeStore();
    throw error;
  }
  const transport = createMailTransport(config.smtpUrl, config.dataDir);
  const worker = createOutboxWorker({
    outbox,
    requests: store,
    transport,
    logger,
    mail: () => ({
      from: config.mailFrom,
      to: config.mailTo ?? site().firmEmail,
      serviceAreaLabel: (value) => optionLabel(site().serviceAreas, value),
    }),
    retry: { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs, giveUpAfterMs: config.retryGiveUpMs },
    pollMs: config.outboxPollMs,
    mailPerHour: config.mailPerHour,
    leaseMs: config.outboxLeaseMs,
  });
  const endpoint = createAcceptRequestHandler({
    schema: schemaOfSite(site),
    site,
    store,
    rateLimiter: rateLimiter({
      keyPrefix: RATE_LIMIT_NAME,
      points: config.rateLimitMax,
      duration: config.rateLimitWindowMinutes * 60,
    }),
    logger,
    formTokens,
    onStored: () => worker.wake(),
  });

  let retentionTimer: NodeJS.Timeout | undefined;
  const applyRetention = async () => {
    const retentionMs = config.retentionMs ?? site().requestRetentionDays * RETENTION_CHECK_MS;
    // No period known yet (the dev server before its content first checks clean): erase nothing.
    if (retentionMs <= 0) return;
    try {
      const erased = await store.purgeOlderThan(new Date(Date.now() - retentionMs));
      if (erased > 0) logger.info('requests past the retention period erased', { count: erased });
    } catch (error) {
      logger.error('retention erasure failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  };

  return {
    store,
    worker,
    endpoint,
    formTokens,
    async start() {
      worker.start();
      retentionTimer = setInterval(() => void applyRetention(), RETENTION_CHECK_MS);
      retentionTimer.unref();
      await applyRetention();
    },
    mailProblem: async () =>
      describeMailTrouble(await outbox.countTrouble(Date.now() - config.mailAlertAfterMs), config, worker),
    async close() {
      clearInterval(retentionTimer);
      await worker.stop();
      transport.close();
      await closeStore();
    },
  };
}

function describeMailTrouble(
  trouble: { failed: number; stale: number },
  config: ServerConfig,
  worker: OutboxWorker,
): string | undefined {
  // This instance's own: another instance of the same store may be sending the mail meanwhile.
  const problems = [worker.transportProblem()].filter((problem) => problem !== undefined);
  if (trouble.failed > 0) {
    problems.push(`${plural(trouble.failed, 'mail')} failed: npm run requests -- list, then requests -- retry`);
  }
  if (trouble.stale > 0) {
    const minutes = Math.round(config.mailAlertAfterMs / 60_000);
    problems.push(`${plural(trouble.stale, 'mail')} still unsent ${minutes} minutes after the request`);
  }
  return problems.length > 0 ? problems.join('; ') : undefined;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The store's name for the secret it keeps when FORM_TOKEN_SECRET is not set. */
const FORM_TOKEN_SECRET_NAME = 'form-token-secret';

/**
 * FORM_TOKEN_SECRET, or a random secret made once and kept in the store: every instance of one
 * PostgreSQL database reads the same, and SQLite keeps it across restarts, so a page served
 * before a restart can still be sent after it.
 */
function formTokenSecret(config: ServerConfig, store: Pick<Store, 'keptValue'>): Promise<string> {
  if (config.formTokenSecret !== undefined) return Promise.resolve(config.formTokenSecret);
  return store.keptValue(FORM_TOKEN_SECRET_NAME, randomBytes(32).toString('base64url'));
}

/** The schema for the site's current practice areas, built once per manifest and language. */
function schemaOfSite(site: () => SiteManifest): (lang: Lang) => ConsultationSchema {
  const schemasOf = oncePerObject(
    (manifest: SiteManifest) =>
      Object.fromEntries(
        LANGUAGES.map((lang) => [lang, createConsultationSchema(manifest.serviceAreas, lang)]),
      ) as Record<Lang, ConsultationSchema>,
  );
  return (lang) => schemasOf(site())[lang];
}

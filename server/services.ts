/**
 * The consultation side of the server (store, mail outbox worker, endpoint), built once
 * here so the production server and the dev server run exactly the same code.
 */
import type { Router } from 'express';
import { createConsultationSchema } from '../consultation/schema.js';
import type { SiteContent } from '../siteContent/loadContent.js';
import type { ServerConfig } from './config.js';
import { createSendContactEmailHandler } from './contact/sendContactEmail.js';
import { listServiceAreas } from './contact/serviceAreas.js';
import type { Logger } from './logger.js';
import { createOutboxWorker, type OutboxWorker } from './mail/outboxWorker.js';
import { createMailTransport } from './mail/transport.js';
import { openDatabase } from './store/database.js';
import { createOutbox } from './store/outbox.js';
import { createRequestStore, type RequestStore } from './store/requestStore.js';

export interface ConsultationServices {
  store: RequestStore;
  worker: OutboxWorker;
  /** `POST /functions/v1/send-contact-email` */
  sendContactEmail: Router;
  /** Stops the worker (waiting for the mail in progress) and closes the store. */
  close(): Promise<void>;
}

export function createConsultationServices(
  config: ServerConfig,
  content: SiteContent,
  logger: Logger,
): ConsultationServices {
  const serviceAreas = listServiceAreas(content);
  const db = openDatabase(config.dataDir);
  const store = createRequestStore(db, config.dataDir);
  const transport = createMailTransport(config.smtpUrl, config.dataDir);
  const worker = createOutboxWorker({
    outbox: createOutbox(db),
    requests: store,
    transport,
    logger,
    mail: {
      from: config.mailFrom,
      to: config.mailTo ?? content.facts.email,
      serviceAreaLabel: (value) => serviceAreas.find((area) => area.value === value)?.label ?? value,
    },
    retry: { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs, giveUpAfterMs: config.retryGiveUpMs },
    pollMs: config.outboxPollMs,
    mailPerHour: config.mailPerHour,
    leaseMs: config.outboxLeaseMs,
  });
  const sendContactEmail = createSendContactEmailHandler({
    schema: createConsultationSchema(serviceAreas),
    store,
    logger,
    rateLimit: { max: config.rateLimitMax, windowMinutes: config.rateLimitWindowMinutes },
    onStored: () => worker.wake(),
  });

  return {
    store,
    worker,
    sendContactEmail,
    async close() {
      await worker.stop();
      transport.close();
      db.close();
    },
  };
}

/**
 * The consultation side of the server (store, mail outbox worker, endpoint), built once
 * here so the production server and the dev server run exactly the same code.
 */
import type { Router } from 'express';
import { createConsultationSchema } from '../consultation/schema';
import type { SiteContent } from '../siteContent/loadContent';
import type { ServerConfig } from './config';
import { createSendContactEmailHandler } from './contact/sendContactEmail';
import { listServiceAreas } from './contact/serviceAreas';
import type { Logger } from './logger';
import { createOutboxWorker, type OutboxWorker } from './mail/outboxWorker';
import { createMailTransport } from './mail/transport';
import { openDatabase } from './store/database';
import { createOutbox } from './store/outbox';
import { createRequestStore, type RequestStore } from './store/requestStore';

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

/**
 * Starts everything the production server runs (store, outbox worker, HTTP) and stops it
 * in the right order. Used by `npm start`, the tests and the benchmark.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadContent, type SiteContent } from '../siteContent/loadContent';
import { listRedirects } from '../siteContent/redirects';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { createLogger, type Logger } from './logger';
import type { OutboxWorker } from './mail/outboxWorker';
import { createConsultationServices } from './services';
import type { RequestStore } from './store/requestStore';

export interface RunningServer {
  /** e.g. `http://127.0.0.1:3000` */
  url: string;
  port: number;
  store: RequestStore;
  worker: OutboxWorker;
  /** Stops accepting, lets in-flight requests finish, stops the worker, closes the store. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** Defaults to loadContent() (content/ or CONTENT_DIR). */
  content?: SiteContent;
  /** How long in-flight requests get on shutdown before their connections are cut. */
  shutdownGraceMs?: number;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const content = options.content ?? loadContent();
  const services = createConsultationServices(config, content, logger);
  const app = createApp(config, {
    logger,
    redirects: listRedirects(content),
    isStoreWritable: () => services.store.isWritable(),
    mountRoutes: (app) => app.use(services.sendContactEmail),
  });

  const server = http.createServer(app);
  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    await services.close();
    throw error;
  }
  services.worker.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info('listening', { url, mail: config.smtpUrl ? 'smtp' : 'files' });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await closeHttpServer(server, options.shutdownGraceMs ?? 10_000);
      await services.close();
      logger.info('stopped');
    })();
    return closing;
  };
  return { url, port, store: services.store, worker: services.worker, close };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * server.close waits for in-flight requests; keep-alive connections that turn idle after
 * their last answer are closed as they do (Node only closes those idle at the call).
 */
function closeHttpServer(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const forceTimer = setTimeout(() => server.closeAllConnections(), graceMs);
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
    forceTimer.unref();
    server.close(() => {
      clearTimeout(forceTimer);
      clearInterval(idleSweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

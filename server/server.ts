/**
 * Starts the site's server and stops it in the right order: the pages (built files by
 * default, Vike through Vite for `npm run dev`), the intake (store, outbox worker, endpoint)
 * and HTTP. Used by `npm start`, `npm run dev`, the tests and the benchmark.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { readSiteManifest, type SiteManifest } from '../built-site/manifest';
import { createApp } from './app';
import { answerClientErrors } from './clientErrors';
import type { ServerConfig } from './config';
import { createIntake } from './intake/createIntake';
import { createLogger, type Logger } from './logger';
import type { OutboxWorker } from './mail/outboxWorker';
import { createBuiltPages } from './pageSources/builtPages';
import type { PageServer } from './pageSources/pageServer';
import type { RequestStore } from './store/store';

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
  /** What the server knows of the site; defaults to the build's `dist/site.json`. */
  site?: () => SiteManifest;
  /**
   * Where pages come from; defaults to the build's prerendered files. Given the HTTP server,
   * so the dev server's live reload shares its port.
   */
  pages?: (server: http.Server) => Promise<PageServer>;
  /** How long in-flight requests get on shutdown before their connections are cut. */
  shutdownGraceMs?: number;
  /**
   * Routes answered before the redirects and the pages, for every method: the dev server's
   * visual editor (editor/), which `npm start` mounts only with the GitHub App's settings.
   */
  routes?: RequestHandler;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const site = options.site ?? constant(readSiteManifest(config.buildDir));
  const server = http.createServer({
    // A request still arriving after this gets 408 and its connection closes: a client that
    // sends its body a byte at a time cannot hold a connection for Node's default 5 minutes.
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    // Refused by the app instead, with the security headers of every answer (limits.ts).
    requireHostHeader: false,
  });
  const pages = options.pages ? await options.pages(server) : createBuiltPages(config.buildDir);
  answerClientErrors(server, { strictCsp: pages.strictCsp });
  let intake: Awaited<ReturnType<typeof createIntake>>;
  try {
    intake = await createIntake(config, site, logger, (path) => pages.pageHtml(path));
  } catch (error) {
    await pages.close();
    throw error;
  }
  server.on('request', createApp({ config, logger, site, intake, pages, routes: options.routes }));
  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    await Promise.all([intake.close(), pages.close()]);
    throw error;
  }
  await intake.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info('listening', { url, mail: config.smtpUrl ? 'smtp' : 'files' });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Side by side, each with its own bound, so a stop takes under 10 s whatever a client or
      // the mail server does: in-flight requests get 8 s, the mail being sent 5 s.
      await Promise.all([closeHttpServer(server, options.shutdownGraceMs ?? 8_000), intake.worker.stop()]);
      await Promise.all([intake.close(), pages.close()]);
      logger.info('stopped');
    })();
    return closing;
  };
  return { url, port, store: intake.store, worker: intake.worker, close };
}

function constant<Value>(value: Value): () => Value {
  return () => value;
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

/** Starts the site's server (pages, intake, HTTP) and stops it in the right order. */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
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
  url: string;
  store: RequestStore;
  worker: OutboxWorker;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  site?: () => SiteManifest;
  pages?: (server: http.Server) => Promise<PageServer>;
  /** The visual editor: answered before the redirects and the pages. */
  routes?: RequestHandler;
  /** The form tokens' clock: tests move it instead of waiting. */
  clock?: () => number;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const site = options.site ?? constant(readSiteManifest(config.DIST_DIR));
  const server = http.createServer({
    // A request still arriving after this gets 408: a byte-a-time client cannot hold a connection.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionsCheckingInterval: 1000,
    // Refused by the app instead, with the security headers of every answer (app.ts).
    requireHostHeader: false,
  });
  const pages = options.pages ? await options.pages(server) : createBuiltPages(config.DIST_DIR);
  answerClientErrors(server, { strictCsp: pages.strictCsp });
  const intake = await createIntake(config, site, logger, (path) => pages.pageHtml(path), options.clock).catch(
    async (error: unknown) => {
      await pages.close();
      throw error;
    },
  );
  server.on(
    'request',
    closingPipelineFloods(createApp({ config, logger, site, intake, pages, routes: options.routes })),
  );
  // Rejects on the server's 'error' (the port taken) instead of listening.
  await once(server.listen(config.PORT, config.HOST), 'listening').catch(async (error: unknown) => {
    await Promise.all([intake.close(), pages.close()]);
    throw error;
  });
  await intake.start();
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
  logger.info('listening', { url, mail: config.SMTP_URL ? 'smtp' : 'files' });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Side by side, so a stop takes under 10 s: in-flight requests get 8 s, the mail being sent 5 s.
      await Promise.all([closeHttpServer(server, 8_000), intake.worker.stop()]);
      await Promise.all([intake.close(), pages.close()]);
      logger.info('stopped');
    })();
    return closing;
  };
  return { url, store: intake.store, worker: intake.worker, close };
}

/**
 * No browser pipelines its requests, nor Caddy to the server: a connection with more than this in
 * flight is a flood, and is closed before any of our code runs for the rest of what it sent.
 */
export const PIPELINED_LIMIT = 4;

function closingPipelineFloods(app: http.RequestListener): http.RequestListener {
  const inFlight = new WeakMap<Socket, number>();
  return (req, res) => {
    const { socket } = req;
    const count = (inFlight.get(socket) ?? 0) + 1;
    if (count > PIPELINED_LIMIT) return void socket.destroy();
    inFlight.set(socket, count);
    res.once('close', () => inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1));
    app(req, res);
  };
}

function constant<Value>(value: Value): () => Value {
  return () => value;
}

/** Waits for in-flight requests, closing keep-alive connections as they turn idle. */
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

/**
 * Starts everything the production server runs (store, outbox worker, HTTP) and stops it
 * in the right order. Used by `npm start`, the tests and the benchmark.
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { loadContent } from '../siteContent/loadContent.js';
import { listRedirects } from '../siteContent/redirects.js';
import { createApp } from './app.js';
import type { ServerConfig } from './config.js';
import { createLogger, type Logger } from './logger.js';

export interface RunningServer {
  /** e.g. `http://127.0.0.1:3000` */
  url: string;
  port: number;
  /** Stops accepting, lets in-flight requests finish, then closes the rest. */
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** How long in-flight requests get on shutdown before their connections are cut. */
  shutdownGraceMs?: number;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const content = loadContent();
  const app = createApp(config, {
    logger,
    redirects: listRedirects(content),
    isStoreWritable: () => true,
  });

  const server = http.createServer(app);
  await listen(server, config.port, config.host);
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info('listening', { url });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await closeHttpServer(server, options.shutdownGraceMs ?? 10_000);
      logger.info('stopped');
    })();
    return closing;
  };
  return { url, port, close };
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

/** server.close waits for in-flight requests (and drops idle keep-alive connections). */
function closeHttpServer(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const forceTimer = setTimeout(() => server.closeAllConnections(), graceMs);
    forceTimer.unref();
    server.close(() => {
      clearTimeout(forceTimer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

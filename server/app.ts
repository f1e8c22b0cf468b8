/**
 * The production Express app: security headers, request log, health check, the
 * consultation endpoint and the prerendered site. No listen here, so tests and the
 * benchmark can mount it on any port.
 */
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Redirect } from '../siteContent/redirects';
import type { ServerConfig } from './config';
import { createFormErrorsRoute } from './contact/formErrorsRoute';
import { createHealthCheck } from './health';
import type { Logger } from './logger';
import { createRequestLog } from './requestLog';
import { createSecurityHeaders } from './securityHeaders';
import { createStaticSite } from './static';

export interface AppDeps {
  logger: Logger;
  /** Aliases from the content: answered with 301s. */
  redirects: Redirect[];
  /** Mounts the consultation endpoint (and anything else that is not a static file). */
  mountRoutes?: (app: Express) => void;
  isStoreWritable: () => boolean;
}

export function createApp(config: ServerConfig, deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Only a route (a path without trailing slash) has one address; see static.ts.
  app.set('strict routing', true);

  app.use(createRequestLog(deps.logger));
  app.use(createSecurityHeaders());
  app.get('/healthz', createHealthCheck(deps.isStoreWritable));
  deps.mountRoutes?.(app);
  const formErrors = createFormErrorsRoute(config.distDir);
  app.get(formErrors.path, formErrors.handler);
  app.use(createStaticSite({ distDir: config.distDir, redirects: deps.redirects }));
  app.use(createErrorHandler(deps.logger));
  return app;
}

/** Last resort: log the error's kind only (its message may quote input), answer 500. */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    const name = error instanceof Error ? error.name : typeof error;
    logger.error('unhandled error', { error: name, code: readErrorCode(error) });
    if (res.headersSent) return next(error);
    res.status(500).type('text').send('Internal server error');
  };
}

function readErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return undefined;
}

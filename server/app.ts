/** The one Express app of the site, for `npm start` and `npm run dev` alike, in the order it answers. */
import http from 'node:http';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { SiteManifest } from '../built-site/manifest';
import { CONTACT_ERRORS_PATH, CONTACT_PATH } from '../consultation-request/endpoint';
import type { ServerConfig } from './config';
import { compressAnswers } from './compressAnswers';
import { createHealthCheck } from './health';
import { refuseLongUrls, refuseMissingHost } from './limits';
import { createContactPageRoute } from './intake/contactPageRoute';
import type { Intake } from './intake/createIntake';
import { createFormErrorsRoute } from './intake/formErrorsRoute';
import { createFormTokenRoute } from './intake/formTokenRoute';
import type { Logger } from './logger';
import type { PageServer } from './pageSources/pageServer';
import { createRedirects } from './redirects';
import { createRequestLog } from './requestLog';
import { createSecurityHeaders } from './securityHeaders';

export interface AppParts {
  config: ServerConfig;
  logger: Logger;
  site: () => SiteManifest;
  intake: Intake;
  pages: PageServer;
  routes?: RequestHandler;
}

export function createApp({ config, logger, site, intake, pages, routes }: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  // Built files carry sirv's ETags; no client revalidates the endpoint's answers.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // A page has one address, without a trailing slash (server/redirects.ts).
  app.set('strict routing', true);

  app.use(createRequestLog(logger));
  app.use(createSecurityHeaders({ strictCsp: pages.strictCsp, searchPath: () => site().searchPath }));
  app.use(refuseLongUrls);
  app.use(refuseMissingHost);
  app.use(compressAnswers());
  app.get(
    '/healthz',
    createHealthCheck({
      problems: [() => intake.store.problem(), () => intake.mailProblem()],
      warnings: () => intake.mailWarnings(),
      token: config.healthzToken,
    }),
  );
  app.use(intake.endpoint);
  app.use(createFormTokenRoute(intake.formTokens));
  if (routes) app.use(routes);
  app.use(createRedirects(site));
  const contactPage = createContactPageRoute(pages, intake.formTokens);
  const formErrorsPage = createFormErrorsRoute(pages);
  app.get(CONTACT_PATH, contactPage);
  app.get(CONTACT_ERRORS_PATH, formErrorsPage);
  // The same two pages in each translated language, at the addresses its content gives them.
  app.get(/.*/, (req, res, next) => {
    const pagesOfLanguage = Object.values(site().formPages ?? {});
    if (pagesOfLanguage.some((form) => form.contact === req.path)) return contactPage(req, res, next);
    if (pagesOfLanguage.some((form) => form.errors === req.path)) return formErrorsPage(req, res, next);
    next();
  });
  app.use(onlyReads(pages.handler));
  app.use((req, res) => pages.sendNotFound(req, res));
  app.use(createErrorHandler(logger));
  return app;
}

/** Pages and files answer GET and HEAD; any other method falls through to the 404. */
function onlyReads(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? handler(req, res, next) : next());
}

/** Last resort: a library's 4xx is the client's (logged as info), anything else 500; only the kind is logged. */
function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    const name = error instanceof Error ? error.name : typeof error;
    const status = clientErrorStatus(error);
    if (status) logger.info('client error', { status, error: name, code: readErrorCode(error) });
    else logger.error('unhandled error', { error: name, code: readErrorCode(error) });
    if (res.headersSent) return next(error);
    res
      .status(status ?? 500)
      .type('text')
      .send(http.STATUS_CODES[status ?? 500] ?? 'Bad request');
  };
}

function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function readErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return undefined;
}

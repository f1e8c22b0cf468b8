/** The one Express app of the site, for `npm start` and `npm run dev` alike, in the order it answers. */
import http from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { SiteManifest } from '../built-site/manifest';
import { CSP_HEADER, SEARCH_CSP, securityHeaderEntries, usesSearchCsp } from '../built-site/responseHeaders';
import { CONTACT_ERRORS_PATH, CONTACT_PATH } from '../consultation-request/endpoint';
import { stackFrames } from '../lib/errorCode';
import type { ServerConfig } from './config';
import { createHealthCheck } from './health';
import type { Intake } from './intake/createIntake';
import { createFormTokenRoute } from './intake/formToken';
import { adaptedPageRoute, renderFormErrorsPage, withChosenArea, withFormToken } from './intake/formPages';
import type { Logger } from './logger';
import type { PageServer } from './pageSources/pageServer';
import { createRedirects } from './redirects';
import { createRequestLog } from './requestLog';

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
  app.set('trust proxy', config.TRUST_PROXY);
  // A page has one address, without a trailing slash (server/redirects.ts).
  app.set('strict routing', true);

  app.use(createRequestLog(logger));
  const headers = securityHeaderEntries({ strictCsp: pages.strictCsp });
  app.use((req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // The search page's CSP lets its WebAssembly run.
    if (pages.strictCsp && usesSearchCsp(req.path, site().searchPath)) res.setHeader(CSP_HEADER, SEARCH_CSP);
    next();
  });
  app.use(refuseLongUrls);
  app.use(refuseUnclearHost);
  // The server's own answers (the built files bring theirs); under 1 KB compression costs more than it saves.
  app.use(compression({ threshold: 1024, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.get(
    '/healthz',
    createHealthCheck({
      problems: [() => intake.store.problem(), async () => intake.worker.transportProblem()],
      warnings: () => intake.mailWarnings(),
      token: config.HEALTHZ_TOKEN,
    }),
  );
  app.use(intake.endpoint);
  app.use(createFormTokenRoute(intake.formTokens));
  if (routes) app.use(routes);
  app.use(createRedirects(site));
  const contactPage = adaptedPageRoute(pages, (html, query) =>
    withFormToken(withChosenArea(html, query), intake.formTokens.issue()),
  );
  const formErrorsPage = adaptedPageRoute(pages, renderFormErrorsPage);
  app.get(CONTACT_PATH, contactPage);
  app.get(CONTACT_ERRORS_PATH, formErrorsPage);
  // The same two pages in each translated language, at the addresses its content gives them.
  app.get(/.*/, (req, res, next) => {
    const pagesOfLanguage = Object.values(site().formPages ?? {});
    if (pagesOfLanguage.some((form) => form.contact === req.path)) return contactPage(req, res, next);
    if (pagesOfLanguage.some((form) => form.errors === req.path)) return formErrorsPage(req, res, next);
    next();
  });
  // Pages and files answer GET and HEAD; any other method falls through to the 404.
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? pages.handler(req, res, next) : next()));
  app.use((req, res) => pages.sendNotFound(req, res));
  app.use(createErrorHandler(logger));
  return app;
}

/** Far beyond the longest address of the site with a query string; browsers send up to ~8 KB. */
const MAX_URL_LENGTH = 2048;

const refuseLongUrls: RequestHandler = (req, res, next) => {
  if (req.url.length <= MAX_URL_LENGTH) return next();
  res.status(414).setHeader('Cache-Control', 'no-store');
  res.type('text').send('URI too long');
};

/** An HTTP/1.1 request names its host once, not empty (RFC 9112, 3.2): any other is refused here, with our headers. */
const refuseUnclearHost: RequestHandler = (req, res, next) => {
  const hosts = req.headersDistinct.host ?? [];
  const needsHost = req.httpVersionMajor === 1 && req.httpVersionMinor >= 1;
  if (hosts.length === 1 ? hosts[0] !== '' : hosts.length === 0 && !needsHost) return next();
  res.status(400).setHeader('Cache-Control', 'no-store');
  res.setHeader('Connection', 'close');
  res.type('text').send('Bad Request');
};

/** Last resort: a library's 4xx is the client's (logged as info), anything else 500, logged with its stack but never its message. */
function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    const name = error instanceof Error ? error.name : typeof error;
    const { status: given, code: givenCode } = (error ?? {}) as { status?: unknown; code?: unknown };
    const status = typeof given === 'number' && given >= 400 && given < 500 ? given : undefined;
    const code = givenCode === undefined ? undefined : String(givenCode);
    if (status) logger.info('client error', { status, error: name, code });
    else logger.error('unhandled error', { error: name, code, stack: stackFrames(error) });
    if (res.headersSent) return next(error);
    res
      .status(status ?? 500)
      .type('text')
      .send(http.STATUS_CODES[status ?? 500] ?? 'Bad request');
  };
}

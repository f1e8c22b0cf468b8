/**
 * `npm run dev`: pages rendered on demand by Vike through Vite (hot reload), with the same
 * alias 301s and consultation endpoint
 * as production, on port 3000. No CSP here: Vite injects inline scripts for hot reload.
 */
import express from 'express';
import { renderPage } from 'vike/server';
import { createServer as createViteServer } from 'vite';
import { loadContentWatchingChanges } from '../siteContent/devContentChecks';
import { listRedirects } from '../siteContent/redirects';
import { normalisePath } from '../siteContent/routes';
import { createErrorHandler } from './app';
import { renderFormErrorsPage } from './contact/formErrorsPage';
import { CONTACT_ERRORS_PATH } from '../consultation/endpoint';
import { ConfigError, readConfig } from './config';
import { createLogger } from './logger';
import { createRequestLog } from './requestLog';
import { createConsultationServices } from './services';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger();
  const app = express();
  app.disable('x-powered-by');
  app.use(createRequestLog(logger));

  // Prints the content checker's lines now and after each change; waits for a fix rather than crash.
  const content = await loadContentWatchingChanges();
  const services = createConsultationServices(config, content, logger);
  app.use(services.sendContactEmail);
  services.worker.start();

  const aliasTargets = new Map(listRedirects(content).map((r) => [r.from, r.to]));
  app.use((req, res, next) => {
    const target = aliasTargets.get(normalisePath(req.path));
    if (target)
      res.redirect(
        301,
        target + (req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''),
      );
    else next();
  });

  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  app.use(vite.middlewares);

  app.get('/{*path}', async (req, res, next) => {
    const pageContext = await renderPage({ urlOriginal: req.originalUrl });
    const { httpResponse } = pageContext;
    if (!httpResponse) return next();
    res.status(httpResponse.statusCode);
    for (const [name, value] of httpResponse.headers) res.setHeader(name, value);
    // The no-JavaScript error page is trimmed per answer, as the production server does.
    const body =
      req.path === CONTACT_ERRORS_PATH
        ? renderFormErrorsPage(httpResponse.body, { fields: req.query.fields, reason: req.query.reason })
        : httpResponse.body;
    res.send(body);
  });
  app.use(createErrorHandler(logger));

  const server = app.listen(config.port, config.host, () =>
    logger.info('dev server listening', { url: `http://${config.host}:${config.port}` }),
  );

  // Vite's watcher keeps the process alive: stop everything explicitly.
  const shutdown = () => {
    server.close();
    server.closeAllConnections();
    void Promise.all([vite.close(), services.close()]).finally(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  const detail =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`${detail}\n`);
  process.exit(1);
});

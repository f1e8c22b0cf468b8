import type { RequestHandler } from 'express';
import type { PageServer } from '../pageSources/pageServer';
import { renderFormErrorsPage } from './formErrorsPage';

/**
 * `GET /contact/errors?fields=…|reason=…` (and each translation's, such as `/fr/contact/erreurs`): the site's page, trimmed to what applies to this
 * answer (formErrorsPage.ts). Never cached: its content depends on the query.
 */
export function createFormErrorsRoute(pages: PageServer): RequestHandler {
  return async (req, res, next) => {
    const html = await pages.pageHtml(req.path);
    if (html === undefined) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(renderFormErrorsPage(html, { fields: req.query.fields, reason: req.query.reason }));
  };
}

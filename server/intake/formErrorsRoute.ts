import type { RequestHandler } from 'express';
import type { PageServer } from '../pageSources/pageServer';
import { renderFormErrorsPage } from './formErrorsPage';

/** `GET /contact/errors` (and its translations), trimmed to this answer; never cached. */
export function createFormErrorsRoute(pages: PageServer): RequestHandler {
  return async (req, res, next) => {
    const html = await pages.pageHtml(req.path);
    if (html === undefined) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(renderFormErrorsPage(html, { fields: req.query.fields, reason: req.query.reason }));
  };
}

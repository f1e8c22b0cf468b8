import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { renderFormErrorsPage } from './formErrorsPage';
import { CONTACT_ERRORS_PATH } from '../../consultation/endpoint';

/**
 * `GET /contact/errors?fields=…|reason=…`: the prerendered page, trimmed to what applies to
 * this answer (formErrorsPage.ts). Never cached: its content depends on the query.
 */
export function createFormErrorsRoute(distDir: string): { path: string; handler: RequestHandler } {
  const file = path.join(distDir, CONTACT_ERRORS_PATH, 'index.html');
  return {
    path: CONTACT_ERRORS_PATH,
    handler: async (req, res, next) => {
      let html: string;
      try {
        html = await fs.promises.readFile(file, 'utf8');
      } catch {
        return next();
      }
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(renderFormErrorsPage(html, { fields: req.query.fields, reason: req.query.reason }));
    },
  };
}

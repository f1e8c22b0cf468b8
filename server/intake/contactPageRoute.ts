/** `GET /contact` (and its translations): the built page with a fresh form token, never cached. */
import type { RequestHandler } from 'express';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import type { PageServer } from '../pageSources/pageServer';
import type { FormTokens } from './formToken';

/** The form's token input as the page renders it, whatever the order of its attributes. */
const TOKEN_INPUT = new RegExp(`<input\\b[^>]*\\bname="${FORM_TOKEN_FIELD}"[^>]*>`);

export function createContactPageRoute(pages: PageServer, tokens: FormTokens): RequestHandler {
  return async (req, res, next) => {
    const html = await pages.pageHtml(req.path);
    if (html === undefined) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(withFormToken(html, tokens.issue()));
  };
}

/** The page with the token as the value of its token input; a page without one is left as it is. */
export function withFormToken(html: string, token: string): string {
  return html.replace(TOKEN_INPUT, (input) => input.replace('value=""', `value="${token}"`));
}

/** The form's built pages as the server adapts them: never cached, as each answer is its own. */
import type { RequestHandler } from 'express';
import { isFailureReason } from '../../consultation-request/failures';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import { AREA_PARAMETER, SERVICE_AREA_FIELD } from '../../consultation-request/endpoint';
import { CONSULTATION_FIELDS } from '../../consultation-request/schema';
import { escapeHtml } from '../mail/composeMail';
import type { PageServer } from '../pageSources/pageServer';

export function adaptedPageRoute(pages: PageServer, adapt: (html: string, query: PageQuery) => string): RequestHandler {
  return async (req, res, next) => {
    const html = await pages.pageHtml(req.path);
    if (html === undefined) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(adapt(html, req.query));
  };
}

/** A page without a token input is left as it is. */
export function withFormToken(html: string, token: string): string {
  return fillField(html, FORM_TOKEN_FIELD, token);
}

const FIELD_ITEM = /<li data-field="([^"]+)">[\s\S]*?<\/li>/g;
const FIELDS_BLOCK = /<div data-form-errors="fields">[\s\S]*?<\/ul><\/div>/;

/** The address's query of a page the server adapts: the contact page's area, the error page's fields or reason. */
type PageQuery = Record<string, unknown>;

/** A practice page's link chooses its area (`?area=family`) for a visitor without JavaScript too; no such area, none. */
export function withChosenArea(html: string, query: PageQuery): string {
  const area = query[AREA_PARAMETER];
  return typeof area === 'string' ? fillField(html, SERVICE_AREA_FIELD, area) : html;
}

/** The no-JavaScript form's page of problems, trimmed to what the 303's query names. */
export function renderFormErrorsPage(html: string, query: PageQuery): string {
  if (isFailureReason(query.reason)) {
    return html
      .replace(FIELDS_BLOCK, '')
      .replace(`<p data-reason="${query.reason}" hidden="">`, `<p data-reason="${query.reason}">`);
  }
  const known = new Set<string>(CONSULTATION_FIELDS);
  const inError = new Set(
    (typeof query.fields === 'string' ? query.fields.split(',') : []).filter((field) => known.has(field)),
  );
  // No usable field list: leave every rule listed rather than an empty page.
  if (inError.size === 0) return html;
  return html.replace(FIELD_ITEM, (item, field: string) => (inError.has(field) ? item : ''));
}

/**
 * A page's form filled again with what was sent: the contact page, first in its form a sentence asking to
 * send again (token expired), or the errors page, whose form is below the list of fields to fix.
 */
export function refilledForm(html: string, values: Record<string, unknown>, sentence?: string): string {
  const notice = sentence && `<div role="alert" data-form-notice="expired"><p>${escapeHtml(sentence)}</p></div>`;
  let page = notice ? html.replace(/<form\b[^>]*>/, (form) => `${form}${notice}`) : html;
  for (const field of CONSULTATION_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') page = fillField(page, field, value);
  }
  return page;
}

/** Every replacement is a function: a value's `$&` or `` $` `` is text, never a pattern of `replace`. */
function fillField(html: string, name: string, value: string): string {
  const shown = escapeHtml(value);
  const input = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`);
  if (input.test(html)) return html.replace(input, (tag) => tag.replace(/\bvalue="[^"]*"/, () => `value="${shown}"`));
  const textarea = new RegExp(`(<textarea\\b[^>]*\\bname="${name}"[^>]*>)[\\s\\S]*?(</textarea>)`);
  if (textarea.test(html))
    return html.replace(textarea, (_all, open: string, close: string) => `${open}${shown}${close}`);
  const select = new RegExp(`(<select\\b[^>]*\\bname="${name}"[^>]*>)([\\s\\S]*?)(</select>)`);
  return html.replace(select, (_all, open: string, options: string, close: string) => {
    const chosen = options
      .replaceAll(' selected=""', '')
      .replace(`<option value="${shown}"`, () => `<option value="${shown}" selected=""`);
    return `${open}${chosen}${close}`;
  });
}

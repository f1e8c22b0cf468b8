/**
 * The page the no-JavaScript form lands on when a request was turned back. The prerendered
 * /contact/errors lists the rule of every field and holds a hidden paragraph per failure
 * reason (the `<FormErrorList />` component); here we keep only what applies to this answer,
 * from the query the endpoint's 303 redirect carries (`?fields=a,b` or `?reason=x`).
 */
import { isFailureReason } from '../../consultation-request/failures';
import { CONSULTATION_FIELDS } from '../../consultation-request/schema';

const FIELD_ITEM = /<li data-field="([^"]+)">[\s\S]*?<\/li>/g;
const FIELDS_BLOCK = /<div data-form-errors="fields">[\s\S]*?<\/ul><\/div>/;

export function renderFormErrorsPage(html: string, query: { fields?: unknown; reason?: unknown }): string {
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

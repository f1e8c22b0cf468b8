/** The no-JavaScript form's page of problems, trimmed to what the 303's query names (`?fields=`, `?reason=`). */
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

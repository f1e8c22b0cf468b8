/** The contact page with the form filled again and a sentence asking to send again (token expired). */
import { CONSULTATION_FIELDS } from '../../consultation-request/schema';
import { escapeHtml } from '../mail/composeMail';

/** Where the sentence goes: first in the form, before its fields. */
const FORM_START = /<form\b[^>]*>/;

export function refilledForm(html: string, values: Record<string, unknown>, sentence: string): string {
  let page = html.replace(
    FORM_START,
    (form) => `${form}<div role="alert" data-form-notice="expired"><p>${escapeHtml(sentence)}</p></div>`,
  );
  for (const field of CONSULTATION_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') page = fillField(page, field, value);
  }
  return page;
}

function fillField(html: string, name: string, value: string): string {
  const shown = escapeHtml(value);
  const input = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`);
  if (input.test(html)) return html.replace(input, (tag) => tag.replace(/\bvalue="[^"]*"/, `value="${shown}"`));
  const textarea = new RegExp(`(<textarea\\b[^>]*\\bname="${name}"[^>]*>)[\\s\\S]*?(</textarea>)`);
  if (textarea.test(html))
    return html.replace(textarea, (_all, open: string, close: string) => `${open}${shown}${close}`);
  const select = new RegExp(`(<select\\b[^>]*\\bname="${name}"[^>]*>)([\\s\\S]*?)(</select>)`);
  return html.replace(select, (_all, open: string, options: string, close: string) => {
    const chosen = options
      .replaceAll(' selected=""', '')
      .replace(`<option value="${shown}"`, `<option value="${shown}" selected=""`);
    return `${open}${chosen}${close}`;
  });
}

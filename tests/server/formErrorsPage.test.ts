import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FormErrorListIn } from '../../components/consultation-form/FormErrorList';
import { renderFormErrorsPage } from '../../server/intake/formPages';

// The same markup the prerendered /contact/errors page holds.
const page = `<main>${renderToStaticMarkup(createElement(FormErrorListIn, { lang: 'en' }))}</main>`;
const items = (html: string) => [...html.matchAll(/data-field="([^"]+)"/g)].map((m) => m[1]);
const shownReasons = (html: string) => [...html.matchAll(/<p data-reason="([^"]+)">/g)].map((m) => m[1]);

describe('the no-JavaScript error page', () => {
  it('keeps only the fields in error', () => {
    const html = renderFormErrorsPage(page, { fields: 'email,problemDescription' });
    expect(items(html)).toEqual(['email', 'problemDescription']);
    expect(shownReasons(html)).toEqual([]);
  });

  it('ignores unknown field names, and lists every rule when none is known', () => {
    expect(items(renderFormErrorsPage(page, { fields: 'email,<script>' }))).toEqual(['email']);
    expect(items(renderFormErrorsPage(page, { fields: 'nope' }))).toHaveLength(9);
    expect(items(renderFormErrorsPage(page, { fields: ['email'] }))).toHaveLength(9);
  });

  it('shows the one reason paragraph and no field list for a failure', () => {
    const html = renderFormErrorsPage(page, { reason: 'rate-limited' });
    expect(items(html)).toEqual([]);
    expect(shownReasons(html)).toEqual(['rate-limited']);
    expect(html).toContain('wait ten minutes');
    // A visitor refused by the rate limit must wait or call: never told to try again.
    const shown = html.match(/<p data-reason="rate-limited">([^<]*)<\/p>/)?.[1];
    expect(shown).toMatch(/wait ten minutes .*, or call us\.$/);
    expect(shown).not.toMatch(/try again/i);
  });

  it('a busy server (503, its queue full) asks to send again in a moment, or call', () => {
    const html = renderFormErrorsPage(page, { reason: 'busy' });
    expect(shownReasons(html)).toEqual(['busy']);
    expect(html.match(/<p data-reason="busy">([^<]*)<\/p>/)?.[1]).toMatch(/send it again in a moment, or call us\.$/);
  });

  it('ignores an unknown reason', () => {
    expect(renderFormErrorsPage(page, { reason: 'constructor' })).toBe(page);
  });
});

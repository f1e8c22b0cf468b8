/**
 * The checker's compile (content-pipeline/mdxBody.ts) reads GitHub-flavoured Markdown, which
 * editors use for fee tables and checklists: each part renders, and the links it makes are listed
 * with their lines for the link checks.
 */
import { run } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readMdxBody } from '../../content-pipeline/mdxBody';

const GFM_TEXT = [
  '| Step | When |',
  '| --- | --- |',
  '| File | Within 30 days |',
  '',
  'The ~~old~~ new rule[^1].',
  '',
  '- [x] Read the notice',
  '- [ ] Gather the lease',
  '',
  'Forms are at https://www.ontario.ca/forms and [the tribunal](/tribunal).',
  '',
  '[^1]: Limitations Act, 2002.',
  '',
].join('\n');

async function renderBody(text: string): Promise<string> {
  const result = await readMdxBody(text);
  if (!result.ok) throw new Error(result.message);
  const { default: Body } = await run(result.code, { ...jsxRuntime, baseUrl: import.meta.url });
  return renderToStaticMarkup(createElement(Body));
}

describe('the compile of an MDX body', () => {
  it('renders tables, strikethrough, footnotes, task lists and literal links', async () => {
    const html = await renderBody(GFM_TEXT);
    expect(html).toContain('<td>Within 30 days</td>');
    expect(html).toContain('<del>old</del>');
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/> Read the notice/);
    expect(html).toContain('<a href="https://www.ontario.ca/forms">https://www.ontario.ca/forms</a>');
    expect(html).toContain('Limitations Act, 2002.');
    expect(html).toMatch(/<sup><a href="#user-content-fn-1"/);
  });

  it('lists the links it makes, literal ones too, with their lines', async () => {
    const result = await readMdxBody(GFM_TEXT);
    const links = result.ok ? result.items.filter((item) => item.kind === 'link') : [];
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ url: 'https://www.ontario.ca/forms', line: 10 }),
        expect.objectContaining({ url: '/tribunal', line: 10 }),
      ]),
    );
  });
});

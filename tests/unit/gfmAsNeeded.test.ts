/**
 * The compiler adds each part of GitHub-flavoured Markdown only when a text may use it
 * (siteContent/gfmAsNeeded.ts): the compiled bodies must be exactly those remark-gfm gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { gfmAsNeeded } from '../../siteContent/gfmAsNeeded';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';

async function compiledBoth(text: string): Promise<[string, string]> {
  const withGfm = await compile(text, { outputFormat: 'function-body', remarkPlugins: [remarkFrontmatter, remarkGfm] });
  const asNeeded = await compile(text, {
    outputFormat: 'function-body',
    remarkPlugins: [remarkFrontmatter, gfmAsNeeded(text)],
  });
  return [String(withGfm), String(asNeeded)];
}

/** Texts that use each part, and texts that come close to one without using it. */
const SAMPLES = {
  table: '| Step | When |\n| --- | :-: |\n| File | Within 30 days |\n',
  'one-column table': '| Step |\n| - |\n| File |\n',
  strikethrough: 'The ~~old~~ new rule, and ~one~ tilde.\n',
  footnote: 'A limitation period[^1].\n\n[^1]: Limitations Act, 2002.\n',
  'task list': '- [ ] Gather the lease\n- [x] Read the notice\n',
  'www link': 'See www.ontario.ca for the forms.\n',
  'http link': 'See https://www.ontario.ca/page/forms and http://example.org.\n',
  'e-mail': 'Write to info@lakeshore.example or mailto:help@lakeshore.example.\n',
  'link with an address': 'Read [the guide](https://www.ontario.ca/guide) first.\n',
  'dashes and colons, no pipes': 'Step\n---\n\nA: b\n\n- one\n- two\n',
  'brackets, no footnote': 'See [the notice](/notices) and [x] marks [ ] outside lists.\n',
  'component with a table inside': '<Section heading="Fees">\n\n| Fee | Amount |\n| - | - |\n| A | 1 |\n\n</Section>\n',
};

describe('GFM parts only as needed', () => {
  for (const [name, text] of Object.entries(SAMPLES)) {
    it(`compiles ${name} exactly as remark-gfm does`, async () => {
      const [withGfm, asNeeded] = await compiledBoth(text);
      expect(asNeeded).toBe(withGfm);
    });
  }

  it('the samples of each part use it: without GFM they compile otherwise', async () => {
    const usesGfm = [
      'table',
      'one-column table',
      'strikethrough',
      'footnote',
      'task list',
      'www link',
      'http link',
      'e-mail',
    ];
    for (const name of usesGfm) {
      const text = SAMPLES[name as keyof typeof SAMPLES];
      const [withGfm] = await compiledBoth(text);
      const without = String(
        await compile(text, { outputFormat: 'function-body', remarkPlugins: [remarkFrontmatter] }),
      );
      expect(without, name).not.toBe(withGfm);
    }
  });

  it('compiles every fixture file exactly as remark-gfm does', async () => {
    const files = (fs.readdirSync(FIXTURE_CONTENT_DIR, { recursive: true, encoding: 'utf8' }) as string[]).filter(
      (file) => file.endsWith('.mdx'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const [withGfm, asNeeded] = await compiledBoth(fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), 'utf8'));
      expect(asNeeded, file).toBe(withGfm);
    }
  });
});

/**
 * The compiler adds each part of GitHub-flavoured Markdown only when a text may use it
 * (content-pipeline/gfmAsNeeded.ts): the compiled bodies must be exactly those remark-gfm gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile, createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { gfmAsNeeded, literalLinksMayMatch } from '../../content-pipeline/gfmAsNeeded';
import { readMdxBody } from '../../content-pipeline/mdxBody';
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

describe('literal links only where they can be', () => {
  /** The checker's compile (content-pipeline/mdxBody.ts) against one with remark-gfm whole. */
  async function bothBodies(text: string): Promise<[string, string]> {
    const withGfm = await compile(text, {
      outputFormat: 'function-body',
      remarkPlugins: [remarkFrontmatter, remarkGfm],
    });
    const result = await readMdxBody(text);
    if (!result.ok) throw new Error(result.message);
    return [String(withGfm), result.code];
  }

  const TEXTS = {
    'an address only as a destination': 'Read [the rules](https://tribunalsontario.ca/ltb/rules) first.\n',
    'a titled destination': 'Read [the rules](https://x.ca "see www.x.ca") first.\n',
    'a definition': 'Read [the rules][ltb].\n\n[ltb]: https://tribunalsontario.ca/ltb/\n',
    'an image': '![A map](https://x.ca/map.webp)\n',
    'an address in code': 'Type `https://x.ca` or\n\n```\nwww.x.ca\n```\n',
    'an address in the text too': 'Read [the rules](https://x.ca) at https://x.ca.\n',
    'an address as a link text': 'Read [https://x.ca](https://x.ca).\n',
    'a closing bracket with an address, but no link': 'Odd text](https://x.ca) here.\n',
    'an e-mail in running text': 'Write to help@x.ca today.\n',
    'an address in a component value': '<ButtonLink href="https://x.ca">Go to www.x.ca</ButtonLink>\n',
    'an address in the frontmatter only': '---\ntitle: See https://x.ca\n---\n\nNo link here.\n',
  };

  for (const [name, text] of Object.entries(TEXTS)) {
    it(`compiles ${name} exactly as remark-gfm does`, async () => {
      const [withGfm, checker] = await bothBodies(text);
      expect(checker).toBe(withGfm);
    });
  }

  it('parses once when every address is a destination, twice when one may be a literal link', () => {
    const once = 'Read [the rules](https://x.ca) first.\n';
    const twice = 'Odd text](https://x.ca) here.\n';
    const parse = (text: string) =>
      createProcessor({ remarkPlugins: [remarkFrontmatter, gfmAsNeeded(text, { literalLinks: false })] }).parse(text);
    expect(literalLinksMayMatch(once, parse(once))).toBe(false);
    expect(literalLinksMayMatch(twice, parse(twice))).toBe(true);
  });
});

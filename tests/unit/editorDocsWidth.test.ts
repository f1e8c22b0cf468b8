/**
 * Editors read their guide in a Git web editor, which does not wrap lines: no line of CONTENT.md
 * or docs/editors/ may be wider than 100 characters, except one that holds a web address alone
 * (an address cannot be broken).
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';

const MAX_WIDTH = 100;

it("no line of the editors' guide is wider than 100 characters", () => {
  const guides = fs.readdirSync('docs/editors').filter((name) => name.endsWith('.md'));
  const pages = ['CONTENT.md', ...guides.map((name) => `docs/editors/${name}`)];
  const wide = pages.flatMap((page) =>
    fs
      .readFileSync(page, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, at: `${page}:${index + 1}` }))
      .filter(({ line }) => [...line].length > MAX_WIDTH && !/^\S*https?:\/\/\S+$/.test(line.trim()))
      .map(({ at }) => at),
  );
  expect(wide).toEqual([]);
});

/** CONTENT.md's table of components is the registry's, so the guide and the checker cannot drift. */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { renderComponentTable, TABLE_END, TABLE_START } from '../../content-pipeline/componentDocs';

/** A Markdown table without the padding Prettier adds: rows of trimmed cells. */
function cells(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .map((row) =>
      row
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => (/^\s*-+\s*$/.test(cell) ? '---' : cell.trim())),
    );
}

it('CONTENT.md lists every component with the example, description and values of the registry', () => {
  const guide = fs.readFileSync('CONTENT.md', 'utf8');
  const table = guide.slice(guide.indexOf(TABLE_START) + TABLE_START.length, guide.indexOf(TABLE_END));
  expect(cells(table), 'run npm run docs:components').toEqual(cells(renderComponentTable()));
});

/**
 * Every content file is already in the layout the visual editor writes, so an edit in the editor
 * changes only its own lines: each file read and written back with the editor's own serializers
 * (tests/support/editorLayout.ts) comes back unchanged. `EDITOR_LAYOUT_DIR=content` checks the
 * real content; with `EDITOR_LAYOUT_WRITE=1` too, it writes each file in that layout instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { inEditorLayout } from '../support/editorLayout';

const dir = process.env.EDITOR_LAYOUT_DIR ?? 'tests/fixtures/content';
const files = (fs.readdirSync(dir, { recursive: true }) as string[])
  .filter((file) => /\.(mdx|yaml)$/.test(file))
  .sort();

it('finds the content files', () => {
  expect(files).toContain('site.yaml');
  expect(files.length).toBeGreaterThan(30);
});

it.each(files)('%s is in the layout the editor writes', async (file) => {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  const saved = await inEditorLayout(file, text);
  if (process.env.EDITOR_LAYOUT_WRITE) fs.writeFileSync(path.join(dir, file), saved);
  else expect(saved).toBe(text);
});

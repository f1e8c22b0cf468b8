/**
 * The editors' guides are for a person with a browser: each task guide starts with what to click
 * and type in the editor, with a picture of the real editor that `npm run docs:editor-pictures`
 * takes (so the pictures follow the editor); editing files by hand is a section for developers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../support/childServer';

const DOCS = path.join(ROOT, 'docs/editors');
const TASKS = [
  'publish-a-guide.md',
  'add-a-person.md',
  'add-a-practice-area.md',
  'firm-facts.md',
  'translate-a-page.md',
  'pages.md',
  'before-launch.md',
];
const script = fs.readFileSync(path.join(ROOT, 'scripts/editor-pictures.ts'), 'utf8');

it.each(TASKS)('%s starts in the editor, with a picture the script takes, and keeps files for developers', (file) => {
  const text = fs.readFileSync(path.join(DOCS, file), 'utf8');
  const sections = text.split(/^## /m).slice(1);
  expect(sections[0]).toMatch(/^In the editor\n/);
  const pictures = [...(sections[0] ?? '').matchAll(/!\[[^\]]+\]\(images\/([\w-]+)\.png\)/g)].map((m) => m[1]);
  expect(pictures).toHaveLength(1);
  expect(script).toContain(`['${pictures[0]}', `);
  expect(fs.existsSync(path.join(DOCS, `images/${pictures[0]}.png`))).toBe(true);
  // No step of the editor's section asks for YAML: no key followed by a colon, no `---`.
  expect(sections[0]).not.toMatch(/`[a-zA-Z]+: |`---`|\.mdx`/);
  expect(sections.slice(1).some((section) => section.startsWith('For developers'))).toBe(true);
});

it('the guide to translating agrees with CONTENT.md: Translate into French makes the French page', () => {
  const guide = fs.readFileSync(path.join(DOCS, 'translate-a-page.md'), 'utf8');
  expect(fs.readFileSync(path.join(ROOT, 'CONTENT.md'), 'utf8')).toContain('Translate into');
  expect(guide).toContain('click\n   **Translate into French**');
  expect(guide).not.toMatch(/create an entry with the English file's\s+name/);
});

/**
 * The files are in the layout the editor writes, so in `npm run dev`'s editor (local mode, which
 * reads and writes them as GitHub mode does): every fixture file opens in its form, and a change
 * of one field, or of one sentence of the body, changes only that line of the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';
import { startDevEditor, type DevEditor } from './devEditor';

let editor: DevEditor;

test.beforeAll(async () => {
  editor = await startDevEditor();
});

test.afterAll(() => editor?.stop());

/** The lines that differ; the file keeps its number of lines. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now).toHaveLength(old.length);
  return now.filter((line, index) => line !== old[index]);
}

/** Selects words of the body's text, as a mouse drag over them would. */
async function selectInBody(page: Page, words: string) {
  await page.getByText(words).click();
  await page.evaluate((wanted) => {
    const body = document.querySelector('[contenteditable="true"]');
    const walker = document.createTreeWalker(body ?? document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the body`);
  }, words);
}

test('a field changed in the editor changes its line only', async ({ page }) => {
  const file = 'services/family-law.mdx';
  const before = editor.read(file);
  await editor.openEntry(page, 'collection/services/item/family-law', 'Family Law Services');
  await page.getByRole('textbox', { name: 'Main heading' }).fill('Family Law, Step by Step');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => editor.read(file)).not.toBe(before);
  expect(changedLines(before, editor.read(file))).toEqual(['heading: Family Law, Step by Step']);
});

test('a sentence of the body changed in the editor changes its line only', async ({ page }) => {
  const file = 'services/family-law.mdx';
  const before = editor.read(file);
  await editor.openEntry(page, 'collection/services/item/family-law', 'Family matters are personal');
  await selectInBody(page, 'often difficult');
  await page.keyboard.type('often hard');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => editor.read(file)).not.toBe(before);
  const [line, ...more] = changedLines(before, editor.read(file));
  expect(more).toEqual([]);
  expect(line).toMatch(/^ +Family matters are personal and often hard\. We listen/);
});

/** Every fixture file: the address of its form, and its name (a collection's entry shows it as its File name). */
const ENTRIES = (fs.readdirSync(FIXTURE_CONTENT_DIR, { recursive: true }) as string[])
  .filter((file) => /\.(mdx|yaml)$/.test(file))
  .sort()
  .map((file) => {
    const folder = file.split('/').slice(0, -1).join('-');
    const name = path.basename(file).replace(/\.(mdx|yaml)$/, '');
    if (file.endsWith('.yaml')) return { entry: `singleton/${folder ? `${folder}-` : ''}${name}`, name: undefined };
    return { entry: `collection/${folder}/item/${name}`, name };
  });

test('every fixture file opens in its form, with no error', async ({ page }) => {
  test.setTimeout(300_000);
  expect(ENTRIES).toContainEqual({ entry: 'collection/services/item/family-law', name: 'family-law' });
  await editor.openEntry(page, ENTRIES[0]!.entry, 'File name');
  for (const { entry, name } of ENTRIES) {
    await test.step(entry, async () => {
      const fileName = page.getByRole('textbox', { name: 'File name', exact: true });
      if (name) {
        // Within the editor's page, as its own links go: Keystatic's modules load once, not once a file.
        await page.evaluate((address) => {
          history.pushState(null, '', address);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/keystatic/${entry}`);
        // The form shown is this file's once its File name is the file's.
        await expect(fileName).toHaveValue(name);
        await expect(fileName).toBeVisible();
      } else {
        // A singleton's form has no File name to tell it from the one before: opened afresh.
        await page.goto(`${editor.server.url}/keystatic/${entry}`);
        await expect(page.getByRole('textbox', { name: 'Tagline', exact: true })).toBeVisible();
      }
      // Keystatic shows the form only once it has read every field; otherwise a notice instead.
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(page.getByText(/Entry not found|field error|unexpected/i)).toHaveCount(0);
    });
  }
});

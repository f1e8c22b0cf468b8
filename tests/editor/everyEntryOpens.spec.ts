/**
 * Every list and every entry of the editor opens, English and French, on a copy of the real
 * content (nothing of it is asserted but that each page opens): a page error, such as a list
 * whose columns name a field its form lacks, fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONTENT_FOLDERS, SHARED_FIELDS } from '../../content-pipeline/contentFolders';
import { LANGUAGE_RECORDS, TRANSLATED_LANGUAGES } from '../../lib/languages';
import { ROOT } from '../support/childServer';
import { startDevEditor, type DevEditor } from './devEditor';

let editor: DevEditor;

test.beforeAll(async () => {
  editor = await startDevEditor(path.join(ROOT, 'content'));
});

test.afterAll(() => editor?.stop());

/** Each collection of the editor: its key and its folder, English then each translated language. */
const collections = [
  ...Object.keys(CONTENT_FOLDERS).map((folder) => ({ key: folder, folder })),
  ...TRANSLATED_LANGUAGES.flatMap((lang) =>
    Object.keys(SHARED_FIELDS).map((folder) => ({
      key: `${lang}-${folder}`,
      folder: `${LANGUAGE_RECORDS[lang].folder}/${folder}`,
    })),
  ),
];

const entriesOf = (folder: string) =>
  fs
    .readdirSync(path.join(editor.content.dir, folder))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replace(/\.mdx$/, ''));

/** The page's errors while `open` runs: none expected. */
async function errorsWhile(page: Page, open: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
  page.on('pageerror', onError);
  await open();
  page.off('pageerror', onError);
  return errors;
}

test('every list opens and lists its entries, English and French', async ({ page }) => {
  const errors: string[] = [];
  for (const { key, folder } of collections) {
    const names = entriesOf(folder);
    errors.push(
      ...(await errorsWhile(page, async () => {
        await page.goto(`${editor.server.url}/keystatic/collection/${key}`);
        // Each entry is a row, headed by its file name.
        const grid = page.getByRole('grid');
        for (const name of names) {
          await expect(grid.getByRole('rowheader', { name, exact: true })).toBeVisible({ timeout: 150_000 });
        }
      })),
    );
  }
  expect(errors).toEqual([]);
});

test('every entry and both facts files open, English and French', async ({ page }) => {
  test.setTimeout(1_200_000);
  const errors: string[] = [];
  const open = async (address: string) =>
    errors.push(
      ...(await errorsWhile(page, async () => {
        await page.goto(`${editor.server.url}/keystatic/${address}`);
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 150_000 });
      })),
    );
  await open('singleton/site');
  for (const lang of TRANSLATED_LANGUAGES) await open(`singleton/${lang}-site`);
  for (const { key, folder } of collections)
    for (const name of entriesOf(folder)) await open(`collection/${key}/item/${name}`);
  expect(errors).toEqual([]);
});

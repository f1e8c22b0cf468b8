/**
 * The editor's forms as an office manager meets them, in `npm run dev`'s editor on a copy of the
 * fixture content: fields named and explained in words, a staff member created without a
 * licence, the author chosen from the people who exist, lists named by title, cards by heading.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillStaffMember, startDevEditor, type DevEditor } from './devEditor';

let editor: DevEditor;

test.beforeAll(async () => {
  editor = await startDevEditor();
});

test.afterAll(() => editor?.stop());

/** Opens a page of the editor; the first visit waits while Vite prepares Keystatic's modules. */
async function open(page: Page, where: string, ready: string | RegExp) {
  await page.goto(`${editor.server.url}/keystatic/${where}`);
  await expect(page.getByText(ready).first()).toBeVisible({ timeout: 150_000 });
}

test('a profile’s fields are named and explained in words: no field names, no backticks', async ({ page }) => {
  await open(page, 'collection/team/item/alexandra-reid', 'Alexandra Reid');
  for (const label of ['Licence number', 'What the portrait shows', 'Position in lists']) {
    await expect(page.getByRole('textbox', { name: label })).toBeVisible();
  }
  // The licensing body is chosen from the bodies the checker knows.
  await expect(page.getByRole('button', { name: 'Law Society of Ontario Licensed by' })).toBeVisible();
  const form = await page.locator('main').innerText();
  expect(form).not.toContain('`');
  expect(form).not.toMatch(/\b(photoAlt|certifiedSpecialist|placeholders|licence\.body)\b/);
});

test('a staff member without a licence is created: the licence left empty is no licence', async ({ page }) => {
  await open(page, 'collection/team/create', 'Licence number');
  await fillStaffMember(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => fs.existsSync(path.join(editor.content.dir, 'team/jordan-lee.mdx'))).toBe(true);
  const profile = editor.read('team/jordan-lee.mdx');
  expect(profile).toContain('name: Jordan Lee\n');
  // Keystatic writes the empty group; the checker, which let the save through, reads it as no licence.
  expect(profile).toMatch(/^licence: \{\}$/m);
  expect(profile).not.toMatch(/^ +(body|number):/m);
});

test('an article’s author is chosen from the people who exist', async ({ page }) => {
  await open(page, 'collection/articles/item/termination-pay', 'Termination Pay and Severance Pay');
  await expect(page.getByRole('combobox', { name: 'Author' })).toHaveValue('alexandra-reid');
  await page.getByRole('button', { name: 'Show suggestions Author' }).click();
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: 'michael-tan' })).toBeVisible();
  await expect(options.filter({ hasText: 'alexandra-reid' })).toBeVisible();
});

test('lists name each entry by its title, and cards show their heading', async ({ page }) => {
  await open(page, 'collection/articles', 'Termination Pay and Severance Pay');
  await open(page, 'collection/team', 'Principal Lawyer');
  await open(page, 'collection/pages/item/about', 'Client-Focused');
  await expect(page.locator('[contenteditable="true"] strong', { hasText: 'Justice' })).toBeVisible();
});

test('Tab moves to the next cell of a table, Shift+Tab back', async ({ page }) => {
  await open(page, 'collection/articles/item/termination-pay', 'Termination Pay and Severance Pay');
  await page.getByRole('textbox', { name: 'Body' }).locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Table' }).click();
  const cells = page.getByRole('textbox', { name: 'Body' }).locator('table').locator('td, th');
  await expect(cells.first()).toBeVisible();
  await cells.first().click();
  await page.keyboard.type('Notice');
  await page.keyboard.press('Tab');
  // The next key once the text editor has moved the caret, as a person sees it move before typing.
  await caretIn(cells.nth(1));
  await page.keyboard.type('Pay');
  await expect(cells.nth(0)).toHaveText('Notice');
  await expect(cells.nth(1)).toHaveText('Pay');
  await page.keyboard.press('Shift+Tab');
  await caretIn(cells.nth(0));
  await page.keyboard.type(' period');
  await expect(cells.nth(0)).toHaveText('Notice period');
});

/** Resolves once the page's caret stands in `cell`. */
async function caretIn(cell: Locator) {
  await expect.poll(() => cell.evaluate((element) => element.contains(getSelection()?.anchorNode ?? null))).toBe(true);
}

/**
 * A new guide, as an office manager starts one in `npm run dev`'s editor on a copy of the fixture
 * content: it starts as a draft; its summary is a box of several lines; every toolbar button is
 * named by what it does, no two alike; a picture's buttons are named; Tab moves through a table's
 * cells and never out of the text.
 */
import { expect, test } from '@playwright/test';
import { startDevEditor, type DevEditor } from './devEditor';

let editor: DevEditor;

test.beforeAll(async () => {
  editor = await startDevEditor();
});

test.afterAll(() => editor?.stop());

test('a new guide is a draft, its summary several lines, its toolbar named, and Tab stays in a table', async ({
  page,
}) => {
  await page.goto(`${editor.server.url}/keystatic/collection/articles/create`);
  await expect(page.getByRole('button', { name: 'Create' })).toBeVisible({ timeout: 150_000 });
  await expect(page.getByRole('checkbox', { name: 'Draft (not yet published)' })).toBeChecked();
  const summary = page.getByRole('textbox', { name: 'Summary for search results' });
  expect(await summary.evaluate((field) => field.tagName)).toBe('TEXTAREA');

  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  const toolbar = page.getByRole('toolbar', { name: 'Formatting options' });
  await expect(toolbar.getByRole('button', { name: 'Link', exact: true })).toHaveCount(1);
  const names = await toolbar
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''),
    );
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  expect(names).not.toContain('');
  await expect(page.getByRole('button', { name: 'Insert', exact: true })).toHaveCount(1);

  // A table: Tab goes to the next cell, never to the form's next field.
  await toolbar.getByRole('button', { name: 'Table', exact: true }).click();
  await body.locator('td, th').first().click();
  await page.keyboard.type('Step');
  await page.keyboard.press('Tab');
  await page.keyboard.type('When');
  await expect(body.locator('td, th').nth(0)).toHaveText('Step');
  await expect(body.locator('td, th').nth(1)).toHaveText('When');
  await expect(page.getByRole('textbox', { name: 'File name' })).toHaveValue('');
});

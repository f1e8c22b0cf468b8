/**
 * The checker's messages beside Save, and the Translate action, in `npm run dev`'s editor on a
 * copy of the fixture content: a warning lets the save through and is shown, an error refuses
 * it and is shown, both naming the field, never a line; Translate makes the French file the
 * checker accepts; a French page behind its English one says so where the editor opens it.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkAndLoadContent } from '../../content-pipeline/checkContent';
import { sourceVersionOf } from '../../content-pipeline/translations';
import { startDevEditor, type DevEditor } from './devEditor';

let editor: DevEditor;

test.beforeAll(async () => {
  editor = await startDevEditor();
});

test.afterAll(() => editor?.stop());

const openEntry = (page: Page, entry: string, ready: string) => editor.openEntry(page, `collection/${entry}`, ready);

/** The notice beside Save, once a save has answered. */
const saveNotice = (page: Page) => page.getByRole('status').filter({ hasText: /checker|Not saved/ });

test('a title of 86 characters is saved, and its warning shown beside Save, naming the field', async ({ page }) => {
  const title = 'Termination Pay and Severance Pay in Ontario, and What Every Employee Should Know Now.';
  expect(title).toHaveLength(86);
  await openEntry(page, 'articles/item/termination-pay', 'Termination Pay and Severance Pay');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  // Once it has checked the written file, the dev server reloads the page: the notice stays.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Save' }).click();
  await reloaded;
  const notice = saveNotice(page);
  await expect(notice).toContainText('Saved. The checker notes:');
  await expect(
    notice.getByRole('listitem').filter({ hasText: 'Warning: “Title” is 86 characters long' }),
  ).toBeVisible();
  // A title this long is folded onto two lines, as the editor writes every long text.
  expect(editor.read('articles/termination-pay.mdx').replace(/\n {2}/g, ' ')).toContain(`title: >- ${title}\n`);
  await expect(notice).not.toContainText(/line \d|:\d+:/);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
});

test('a value the checker refuses is refused, its error shown beside Save, naming the field', async ({ page }) => {
  const before = editor.read('services/family-law.mdx');
  await openEntry(page, 'services/item/family-law', 'Separation and divorce');
  await page.getByRole('textbox', { name: 'Name in the consultation form’s data' }).fill('Family Law');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = saveNotice(page);
  await expect(notice).toContainText('Not saved: fix this first.');
  await expect(
    notice.getByRole('listitem').filter({
      hasText: 'Error: “Name in the consultation form’s data” must be lower-case words joined by "-"',
    }),
  ).toBeVisible();
  // Keystatic's own notice of the refusal points to ours.
  await expect(page.getByText('Not saved: the checker found a problem to fix, named beside Save.')).toBeVisible();
  await expect(notice).not.toContainText(/line \d|:\d+:/);
  expect(editor.read('services/family-law.mdx')).toBe(before);
});

test('Translate makes the French file of an English page: its version recorded, the checker accepts it', async ({
  page,
  context,
}) => {
  await openEntry(page, 'services/item/employment-law', 'Employment Law');
  await page.getByRole('button', { name: 'Translate into French' }).click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/fr-services\/item\/employment-law$/);
  const french = editor.read('fr/services/employment-law.mdx');
  const version = sourceVersionOf(editor.read('services/employment-law.mdx'));
  expect(french).toMatch(new RegExp(`^sourceVersion: '?${version}'?$`, 'm'));
  expect(french).toContain('slug: /fr/services/employment-law\n');
  expect(french).not.toMatch(/^(formValue|order|lawyer):/m);
  const checked = await checkAndLoadContent({ contentDir: editor.content.dir, drafts: 'include' });
  expect(checked.problems.filter((p) => p.severity === 'error')).toEqual([]);
  // The English page now leads to its translation (in a page of its own: the dev server reloads
  // the open ones once it has checked the new file, which could cut a navigation short).
  const english = await context.newPage();
  await openEntry(english, 'services/item/employment-law', 'Employment Law');
  await expect(english.getByRole('link', { name: 'Open the French version' })).toBeVisible();
});

test('a French page whose English page changed since its version says so in the editor', async ({ page }) => {
  editor.content.edit('fr/services/family-law.mdx', (text) =>
    text.replace(/^sourceVersion: .*$/m, "sourceVersion: '00000000'"),
  );
  await openEntry(page, 'fr-services/item/family-law', 'Une séparation bouleverse');
  const current = sourceVersionOf(editor.read('services/family-law.mdx'));
  await expect(
    page.getByRole('status').filter({ hasText: 'The English page changed since this translation was made' }),
  ).toContainText(current);
});

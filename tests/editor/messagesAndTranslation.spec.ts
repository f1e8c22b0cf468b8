/**
 * The checker's messages beside Save, and the Translate action, in `npm run dev`'s editor on a
 * copy of the fixture content: a warning lets the save through and is shown, an error refuses
 * it and is shown, both naming the field, never a line; Translate makes the French file the
 * checker accepts, keeping a guide's picture, table, link and component. (A French page behind
 * its English one says so where the editor opens it: editorsDay.spec.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkAndLoadContent } from '../../content-pipeline/checkContent';
import { sourceVersionOf } from '../../content-pipeline/translations';
import { checkerNote, save, startDevEditor, toFix, translate, type DevEditor } from './devEditor';

let editor: DevEditor;

test.beforeAll(async () => {
  editor = await startDevEditor();
});

test.afterAll(() => editor?.stop());

const openEntry = (page: Page, entry: string, ready: string) => editor.openEntry(page, `collection/${entry}`, ready);

test('a title of 86 characters is saved, its warning shown apart from those already there, and the note stays', async ({
  page,
}) => {
  const title = 'Termination Pay and Severance Pay in Ontario, and What Every Employee Should Know Now.';
  expect(title).toHaveLength(86);
  await openEntry(page, 'articles/item/termination-pay', 'Termination Pay and Severance Pay');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = checkerNote(page);
  await expect(notice.getByRole('strong')).toHaveText('Saved.');
  await expect(notice.getByRole('list', { name: 'Warnings this save caused' }).getByRole('listitem')).toHaveText([
    /^“Title” is 86 characters long/,
  ]);
  // The guide had no French version before this save: that warning is set apart, folded.
  const before = notice.getByRole('group').filter({ hasText: 'Warnings already there before this save (1)' });
  await expect(before).toBeVisible();
  await expect(notice.getByText(/no French version/)).toBeHidden();
  await before.getByText('Warnings already there before this save (1)').click();
  // In the editor's words: its button makes the translation, no file is named.
  await expect(before.getByRole('listitem')).toHaveText(
    'Has no French version: the French site has no such page until “Translate into French” makes it',
  );
  // A title this long is folded onto two lines, as the editor writes every long text.
  expect(editor.read('articles/termination-pay.mdx').replace(/\n {2}/g, ' ')).toContain(`title: >- ${title}\n`);
  await expect(notice).not.toContainText(/line \d|:\d+:|Error:|Warning:/);
  // The dev server has checked the written file and serves the new title: the note is still there.
  await expect
    .poll(async () => (await fetch(`${editor.server.url}/insights/termination-pay`)).text())
    .toContain('Should Know Now.');
  await expect(notice.getByRole('list', { name: 'Warnings this save caused' })).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
});

test('a value the checker refuses is refused, its error shown first beside Save, naming the field', async ({
  page,
}) => {
  const before = editor.read('services/family-law.mdx');
  await openEntry(page, 'services/item/family-law', 'Separation and divorce');
  await page.getByRole('textbox', { name: 'Name in the consultation form’s data' }).fill('Family Law');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = checkerNote(page);
  await expect(notice.getByRole('strong')).toHaveText('Not saved: fix this first.');
  await expect(toFix(page)).toHaveText([
    '“Name in the consultation form’s data” must be lower-case words joined by "-" (found "Family Law"): write family-law in “Name in the consultation form’s data”',
  ]);
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
  await translate(page);
  expect(page.url()).toMatch(/\/keystatic\/collection\/fr-services\/item\/employment-law$/);
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

/** A guide's body with each kind of thing a translation must keep. */
const WHOLE_BODY = [
  '![Our office](/images/articles/workplace-harassment/office.webp)',
  '| Step | When |\n| --- | --- |\n| Write it down | The same day |',
  'Read [our fees](/contact) first.',
  '<CallToAction heading="Need advice?" button="Book a consultation">\n\nWe can help.\n\n</CallToAction>',
];

test('a guide translated and saved in French keeps its picture, table, link and component, at the French section’s address', async ({
  page,
}) => {
  // The French Insights page, at the French section's own address.
  editor.content.write(
    'fr/pages/insights.mdx',
    editor
      .read('pages/insights.mdx')
      .replace(/^slug: .*$/m, 'slug: /fr/ressources')
      .replace(/^title: .*$/m, 'title: Ressources'),
  );
  fs.mkdirSync(path.join(editor.content.dir, 'images/articles/workplace-harassment'), { recursive: true });
  fs.copyFileSync(
    path.join(editor.content.dir, 'images/services/employment-law/heroImage.webp'),
    path.join(editor.content.dir, 'images/articles/workplace-harassment/office.webp'),
  );
  editor.content.edit('articles/workplace-harassment.mdx', (text) => `${text}\n${WHOLE_BODY.join('\n\n')}\n`);
  const frenchFile = 'fr/articles/workplace-harassment.mdx';

  await openEntry(page, 'articles/item/workplace-harassment', 'Write it down');
  await translate(page);
  expect(editor.read(frenchFile)).toContain('slug: /fr/ressources/workplace-harassment\n');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 150_000 });
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Le harcèlement au travail');
  await expect((await save(page)).getByRole('strong')).toHaveText('Saved.');
  const french = editor.read(frenchFile);
  expect(french).toContain('title: Le harcèlement au travail\n');
  expect(french).toContain(`\n${WHOLE_BODY[0]}\n`);
  expect(french).toMatch(/\| Step +\| When +\|\n\| -+ \| -+ \|\n\| Write it down \| The same day \|/);
  expect(french).toContain(WHOLE_BODY[2]);
  expect(french).toContain('<CallToAction heading="Need advice?" button="Book a consultation">');
  expect(french).not.toMatch(/\\[[!\]()]/);
  const checked = await checkAndLoadContent({ contentDir: editor.content.dir, drafts: 'include' });
  expect(checked.problems.filter((p) => p.file === `content/${frenchFile}` && p.severity === 'error')).toEqual([]);
});

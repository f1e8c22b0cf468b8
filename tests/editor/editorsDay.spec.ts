/**
 * An office manager's day in the editor (`npm run dev` on a copy of the fixture content), as a
 * person clicks, types and pastes, each step asserting what she sees:
 * - a sentence of a bio; the phone, and its mistake in words;
 * - a phone's photo with its GPS position as a portrait: saved without its description first, and
 *   told what to write; the French profile still opens and saves; nothing saved keeps GPS;
 * - a staff member without a licence;
 * - a new guide, written with the toolbar: a heading, a list, Word's "•" bullets pasted (a list
 *   too), a link, a picture and a table. The new form: a draft, its summary a box of several
 *   lines, its required fields named when empty, its toolbar's buttons named, Tab kept in the
 *   table. Its mistakes, in plain words in the note beside Create: a title of 90 characters, a
 *   link to a page that does not exist, a picture without its description. Fixed, it is saved,
 *   and the preview shows a real heading, list, table, link and picture with its description;
 * - the guide translated into French; its English changed and saved, the French form says so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sourceVersionOf } from '../../content-pipeline/translations';
import { filesUnder, photoDataIn, writePhonePhoto } from '../support/phonePhoto';
import {
  chooseFile,
  describePicture,
  fillStaffMember,
  insertPicture,
  save,
  startDevEditor,
  toFix,
  translate,
  type DevEditor,
} from './devEditor';

let editor: DevEditor;
let scratch: string;
let photo: string;

test.beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'editors-day-'));
  photo = path.join(scratch, 'IMG_3120.JPG');
  await writePhonePhoto(photo, 1600, 1200, 6);
  editor = await startDevEditor();
});

test.afterAll(async () => {
  await editor?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

// One day, in order; each step saves files the next ones read. Vite prepares Keystatic's modules on the first visit.
test.describe.configure({ mode: 'serial', timeout: 600_000 });
// Word's copy, pasted with the keyboard through the browser's clipboard.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function open(page: Page, address: string, ready: string) {
  await page.goto(`${editor.server.url}/keystatic/${address}`);
  await expect(page.getByRole('button', { name: ready, exact: true })).toBeVisible({ timeout: 150_000 });
}

/** No field's key, no YAML, no Markdown: the note speaks of the form's fields and buttons. */
const NOT_PLAIN = /\b(photoAlt|sourceVersion|dial|slug|draft: |alt=)|\]\(|`|<\/?[A-Z]|:\d+:/;

test('a sentence of a bio, then the phone typed once, and its mistake in words', async ({ page }) => {
  await open(page, 'collection/team/item/michael-tan', 'Save');
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' He also speaks Cantonese.');
  await expect((await save(page)).getByRole('strong')).toHaveText('Saved.');
  expect(editor.read('team/michael-tan.mdx')).toContain('He also speaks Cantonese.');

  await open(page, 'singleton/site', 'Save');
  /** The main office's number, typed in its dialog as people write it. */
  const typePhone = async (number: string) => {
    await page
      .getByRole('group', { name: /^Phone numbers/ })
      .getByText('Main office')
      .click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Phone number' }).fill(number);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  };
  await typePhone('(416) 555-014');
  const refused = await save(page);
  await expect(refused.getByRole('strong')).toHaveText('Not saved: fix this first.');
  await expect(toFix(page)).toHaveText([
    '“Phone number” is not a whole phone number: write it with its area code, such as (416) 555-0142',
  ]);
  await expect(refused).not.toContainText(NOT_PLAIN);
  await typePhone('(416) 555-0199');
  await expect((await save(page)).getByRole('strong')).toHaveText('Saved.');
  expect(editor.read('site.yaml')).toContain('display: (416) 555-0199\n');
  expect(editor.read('site.yaml')).not.toContain('dial:');
  await expect
    .poll(async () => (await fetch(`${editor.server.url}/contact`)).text())
    .toContain('href="tel:+14165550199"');
});

test('a phone photo as a portrait: its description asked for, saved without GPS, and the French profile still opens and saves', async ({
  page,
}) => {
  await open(page, 'collection/team/item/alexandra-reid', 'Save');
  await chooseFile(page, photo);
  // Saved without its description: the field a portrait needs, named as the form names it.
  const refused = await save(page);
  await expect(refused.getByRole('strong')).toHaveText('Not saved: fix this first.');
  await expect(toFix(page)).toHaveText([
    '“Portrait” has no description: write what it shows in “What the portrait shows”, such as Head-and-shoulders photo of First Last',
  ]);
  await expect(refused).not.toContainText(NOT_PLAIN);
  expect(fs.existsSync(path.join(editor.content.dir, 'images/team/alexandra-reid'))).toBe(false);

  await page.getByRole('textbox', { name: 'What the portrait shows' }).fill('Alexandra Reid in the library');
  const saved = await save(page);
  await expect(saved.getByRole('strong')).toHaveText('Saved.');
  // The French profile's description waits for its translation: a warning, not an error; and it has a French version.
  await expect(saved).not.toContainText('no French version');
  expect(await photoDataIn(filesUnder(path.join(editor.content.dir, 'images')))).toEqual([]);

  await open(page, 'collection/fr-team/item/alexandra-reid', 'Save');
  await page.getByRole('textbox', { name: 'Role' }).fill('Avocate principale et fondatrice');
  const french = await save(page);
  await expect(french.getByRole('strong')).toHaveText('Saved.');
  // Its description waits for translation since the English save: a warning already there, folded.
  await french.getByText(/^Warnings already there before this save/).click();
  await expect(french.getByRole('listitem').filter({ hasText: 'What the portrait shows' })).toContainText(
    'is the English page\'s until it is translated ("Alexandra Reid in the library"): write it in French',
  );
});

test('a staff member without a licence', async ({ page }) => {
  await open(page, 'collection/team/create', 'Create');
  await fillStaffMember(page);
  await expect((await save(page, 'Create')).getByRole('strong')).toHaveText('Saved.');
  expect(editor.read('team/jordan-lee.mdx')).toContain('role: Office Manager\n');
});

const GUIDE = 'articles/what-to-bring.mdx';
const PICTURE = '/images/articles/what-to-bring/IMG_3120.JPG';
const LONG_TITLE = 'What to Bring to Your First Meeting With a Lawyer About Your Termination Pay or Severance.';

/** Word's copy of two bulleted lines: its HTML, a dot in the Symbol font and spaces before each item, and its text. */
const WORD_BULLETS = {
  html: [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><body>',
    ...['Record of Employment', 'Pay stubs'].map(
      (item, index) =>
        `<p class=MsoListParagraphCxSp${index ? 'Last' : 'First'} style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'>` +
        `<![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>` +
        `&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>${item}</p>`,
    ),
    '</body></html>',
  ].join(''),
  text: '•\tRecord of Employment\r\n• Pay stubs\r\n',
};

async function press(page: Page, key: string, times: number) {
  for (let count = 0; count < times; count++) await page.keyboard.press(key);
}

/** Puts Word's copy on the clipboard and pastes it with Ctrl+V, as a person does. */
async function pasteFromWord(page: Page) {
  await page.evaluate(async ({ html, text }) => {
    const item = (type: string, data: string) => new Blob([data], { type });
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/html': item('text/html', html), 'text/plain': item('text/plain', text) }),
    ]);
  }, WORD_BULLETS);
  await page.keyboard.press('Control+V');
}

test('a new guide: a heading, lists, Word’s bullets, a link, a picture and a table; its mistakes in words, then saved and shown', async ({
  page,
}) => {
  await open(page, 'collection/articles/create', 'Create');
  await expect(page.getByRole('checkbox', { name: 'Draft (not yet published)' })).toBeChecked();
  const summary = page.getByRole('textbox', { name: 'Summary for search results' });
  expect(await summary.evaluate((field) => field.tagName)).toBe('TEXTAREA');
  // Created empty: each required field says so beside it, in the form's words; nothing is written.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  for (const label of ['File name', 'Address of the page', 'Title', 'Summary for search results'])
    await expect(page.getByText(`${label} must not be empty`)).toBeVisible();
  expect(fs.existsSync(path.join(editor.content.dir, GUIDE))).toBe(false);

  // The toolbar: every button named by what it does, no two alike.
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

  // A heading, from the menu of text blocks.
  await page.keyboard.type('Before the meeting');
  await page.getByRole('button', { name: 'Text block' }).click();
  await page.getByRole('option', { name: 'Heading 2' }).click();
  await body.getByRole('heading', { name: 'Before the meeting', level: 2 }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // A sentence ending with a link, mistyped: a page the site does not have.
  await page.keyboard.type('Before you come, read our fees');
  await press(page, 'Shift+ArrowLeft', 'our fees'.length);
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const addLink = page.getByRole('dialog', { name: 'Add link' });
  await expect(addLink.getByRole('textbox', { name: 'Text' })).toHaveValue('our fees');
  await addLink.getByRole('textbox', { name: 'Link' }).fill('/fees-and-billing');
  await addLink.getByRole('button', { name: 'Save' }).click();
  await expect(addLink).toBeHidden();
  await expect(body.getByRole('link', { name: 'our fees' })).toHaveAttribute('href', '/fees-and-billing');
  // The caret back in the text, after the link.
  await expect(body).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // A list, from the toolbar's Bullet list.
  await toolbar.getByRole('radio', { name: 'Bullet list' }).click();
  await page.keyboard.type('Your employment contract');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The letter that ended it');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // Word's bulleted lines, pasted: a list, not dots in the text.
  await page.keyboard.type('From your employer:');
  await page.keyboard.press('Enter');
  await pasteFromWord(page);
  const lists = body.getByRole('list');
  await expect(lists).toHaveCount(2);
  await expect(lists.nth(1).getByRole('listitem')).toHaveText(['Record of Employment', 'Pay stubs']);
  await expect(body).not.toContainText('•');
  await expect(body).not.toContainText('·');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // A picture: its description is asked for at once, and left for later.
  const details = await insertPicture(page, photo);
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeHidden();
  await expect(body.locator('img[src^="blob:"]')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // A table: Tab goes to the next cell, never to the form's next field.
  await toolbar.getByRole('button', { name: 'Table', exact: true }).click();
  const cells = body.locator('td, th');
  await cells.first().click();
  const rows = [
    ['Paper', 'From', 'Why'],
    ['Record of Employment', 'Your employer', 'The dates and the pay'],
  ];
  for (const [index, text] of rows.flat().entries()) {
    if (index) await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await expect(cells).toHaveText([...rows.flat(), '', '', '']);
  await expect(page.getByRole('textbox', { name: 'File name' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'File name' }).fill('what-to-bring');
  await page.getByRole('textbox', { name: 'Address of the page' }).fill('/insights/what-to-bring');
  expect(LONG_TITLE).toHaveLength(90);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(LONG_TITLE);
  await summary.fill(
    'The papers to gather before a first meeting about termination pay, and why each of them matters.',
  );
  await page.getByRole('textbox', { name: 'Published on' }).fill('2026-07-20');
  await page.getByRole('combobox', { name: 'Author' }).fill('alexandra');
  await page.getByRole('option', { name: /alexandra-reid/ }).click();

  // Its mistakes, each in words beside Create: nothing is written.
  const refused = await save(page, 'Create');
  await expect(refused.getByRole('strong')).toHaveText('Not saved: fix this first.');
  await expect(toFix(page)).toHaveText([
    'The link leads to no page (found "/fees-and-billing"): use the address of a page, such as /contact, or remove the link',
    `The image "${PICTURE}" has no alt text for people who cannot see it: click the picture, then “Describe the picture (alt text)”, and say what it shows`,
  ]);
  await expect(
    refused.getByRole('list', { name: 'Warnings this save caused' }).getByRole('listitem').filter({ hasText: 'Title' }),
  ).toHaveText('“Title” is 90 characters long: search engines cut it after 60; shorten it');
  await expect(refused).not.toContainText(NOT_PLAIN);
  expect(fs.existsSync(path.join(editor.content.dir, GUIDE))).toBe(false);

  // Each fixed as the note says: the link's address, the picture's description, a shorter title.
  await body.getByRole('link', { name: 'our fees' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Edit the link' }).click();
  const editLink = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Link' }) });
  await editLink.getByRole('textbox', { name: 'Link' }).fill('/contact');
  await editLink.getByRole('button', { name: 'Save' }).click();
  await expect(body.getByRole('link', { name: 'our fees' })).toHaveAttribute('href', '/contact');
  await describePicture(page, 'The papers laid out on a desk');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('What to Bring to Your First Meeting');
  const saved = await save(page, 'Create');
  await expect(saved.getByRole('strong')).toHaveText('Saved.');
  await expect(saved.getByRole('list', { name: 'To fix' })).toBeHidden();

  const mdx = editor.read(GUIDE);
  expect(mdx).toContain('draft: true\n');
  expect(mdx).toContain('\n## Before the meeting\n');
  expect(mdx).toContain('\nBefore you come, read [our fees](/contact)\n');
  expect(mdx).toMatch(/\n[*-] Your employment contract\n[*-] The letter that ended it\n/);
  expect(mdx).toMatch(/\n[*-] Record of Employment\n[*-] Pay stubs\n/);
  expect(mdx).toContain(`![The papers laid out on a desk](${PICTURE})`);
  expect(mdx).toMatch(
    /\| Paper +\| From +\| Why +\|\n\| -+ \| -+ \| -+ \|\n\| Record of Employment \| Your employer \| The dates and the pay \|/,
  );
  expect(mdx).not.toMatch(/[•·]|\\[#\-*[\]!]/);
  expect(await photoDataIn(filesUnder(path.join(editor.content.dir, 'images')))).toEqual([]);

  // The preview: what a reader of the guide will see.
  await expect.poll(async () => (await fetch(`${editor.server.url}/insights/what-to-bring`)).status).toBe(200);
  await page.goto(`${editor.server.url}/insights/what-to-bring`);
  const guide = page.getByRole('main');
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('What to Bring to Your First Meeting');
  await expect(guide.getByRole('heading', { name: 'Before the meeting' })).toBeVisible();
  await expect(guide.getByRole('link', { name: 'our fees' })).toHaveAttribute('href', '/contact');
  await expect(guide.getByRole('listitem').filter({ hasText: 'Your employment contract' })).toBeVisible();
  await expect(guide.getByRole('listitem').filter({ hasText: 'Pay stubs' })).toBeVisible();
  await expect(guide.getByRole('img', { name: 'The papers laid out on a desk' })).toBeVisible();
  await expect(guide.getByRole('table').getByRole('columnheader')).toHaveText(['Paper', 'From', 'Why']);
  await expect(guide.getByRole('table').getByRole('cell', { name: 'Record of Employment' })).toBeVisible();
});

test('the guide translated into French; its English changed and saved, the French form says so', async ({
  page,
  context,
}) => {
  await open(page, 'collection/articles/item/what-to-bring', 'Save');
  await translate(page);
  expect(page.url()).toMatch(/\/keystatic\/collection\/fr-articles\/item\/what-to-bring$/);
  const french = editor.read(`fr/${GUIDE}`);
  expect(french).toContain(`![The papers laid out on a desk](${PICTURE})`);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 150_000 });
  // Just made: the French is at its English version.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'What to Bring to Your First Meeting',
  );
  await expect(page.getByRole('status').filter({ hasText: 'The English page changed' })).toHaveCount(0);

  // The English changed the next day (in a page of its own: the dev server reloads the open ones once it has checked a file).
  const english = await context.newPage();
  await open(english, 'collection/articles/item/what-to-bring', 'Save');
  await expect(english.getByRole('link', { name: 'Open the French version' })).toBeVisible();
  const body = english.getByRole('textbox', { name: 'Body' });
  await body.getByText('The letter that ended it').click();
  await english.keyboard.press('End');
  await english.keyboard.press('Enter');
  await english.keyboard.type('Your last pay stub');
  await expect((await save(english)).getByRole('strong')).toHaveText('Saved.');
  expect(editor.read(GUIDE)).toContain('Your last pay stub');
  const version = sourceVersionOf(editor.read(GUIDE));

  const frenchForm = await context.newPage();
  await open(frenchForm, 'collection/fr-articles/item/what-to-bring', 'Save');
  const changed = frenchForm.getByRole('status').filter({ hasText: 'The English page changed' });
  await expect(changed).toHaveText(
    `The English page changed since this translation was made: compare it with the English page, bring the French up to date, then write ${version} in “English version translated”.`,
  );
  await expect(changed.getByRole('link', { name: 'the English page' })).toBeVisible();
});

/**
 * An office manager's day in the editor (`npm run dev` on a copy of the fixture content), as a
 * person clicks and types: a sentence of a bio; the phone, and its mistake; a phone's photo with
 * its GPS position as a portrait (the French profile still opens and saves, and nothing saved
 * keeps GPS); a staff member without a licence. Each step asserts what she sees. (A new guide:
 * newGuide.spec.ts, pictures.spec.ts and forms.spec.ts; a guide translated:
 * messagesAndTranslation.spec.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { filesUnder, photoDataIn, writePhonePhoto } from '../support/phonePhoto';
import { fillStaffMember, startDevEditor, type DevEditor } from './devEditor';

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

const note = (page: Page) => page.getByRole('region', { name: 'The checker' });

/** Clicks Save (or Create) and waits for the editor's answer: the note beside the button. */
async function save(page: Page, button: 'Save' | 'Create' = 'Save') {
  const answered = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/keystatic/update', {
    timeout: 0,
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  await answered;
  return note(page);
}

const toFix = (page: Page) => note(page).getByRole('list', { name: 'To fix' }).getByRole('listitem');

async function open(page: Page, address: string, ready: string) {
  await page.goto(`${editor.server.url}/keystatic/${address}`);
  await expect(page.getByRole('button', { name: ready, exact: true })).toBeVisible({ timeout: 150_000 });
}

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
  await expect((await save(page)).getByRole('strong')).toHaveText('Not saved: fix this first.');
  await expect(toFix(page)).toHaveText([
    '“Phone number” is not a whole phone number: write it with its area code, such as (416) 555-0142',
  ]);
  await typePhone('(416) 555-0199');
  await expect((await save(page)).getByRole('strong')).toHaveText('Saved.');
  expect(editor.read('site.yaml')).toContain('display: (416) 555-0199\n');
  expect(editor.read('site.yaml')).not.toContain('dial:');
  await expect
    .poll(async () => (await fetch(`${editor.server.url}/contact`)).text())
    .toContain('href="tel:+14165550199"');
});

test('a phone photo as a portrait: saved without GPS, and the French profile still opens and saves', async ({
  page,
}) => {
  await open(page, 'collection/team/item/alexandra-reid', 'Save');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(photo);
  // The browser redraws the photo before the form holds it.
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible();
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

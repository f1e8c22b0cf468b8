/** `npm run dev`'s server on a copy of the fixture content, as the editor's tests drive it. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DESCRIBE_PICTURE } from '../../editor/toolbarNames';
import { spawnServer, type ChildServer } from '../support/childServer';
import { copyContent, type ContentFixture } from '../support/contentFixture';

export interface DevEditor {
  content: ContentFixture;
  server: ChildServer;
  /** A file of the content copy as it is now, such as `team/jordan-lee.mdx`. */
  read(file: string): string;
  /** Opens an entry (`collection/articles/item/x`) once its Save button and `ready` show; the first visit waits while Vite prepares Keystatic's modules. */
  openEntry(page: Page, entry: string, ready: string): Promise<void>;
  stop(): Promise<void>;
}

/** `from`: the content folder copied, the fixture's unless said. */
export async function startDevEditor(from?: string): Promise<DevEditor> {
  const content = copyContent({ from });
  const dataDir = `${content.dir}-data`;
  const server = spawnServer({ CONTENT_DIR: content.dir, DATA_DIR: dataDir }, { script: 'server/dev.ts' });
  await server.ready;
  return {
    content,
    server,
    read: (file) => fs.readFileSync(path.join(content.dir, file), 'utf8'),
    async openEntry(page, entry, ready) {
      await page.goto(`${server.url}/keystatic/${entry}`);
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 150_000 });
      await expect(page.getByText(ready).first()).toBeVisible();
    },
    async stop() {
      await server.stop();
      content.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A staff member without a licence, typed into the new profile's form as a person would: Jordan Lee, office manager. */
export async function fillStaffMember(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'File name' }).fill('jordan-lee');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jordan Lee');
  await page.getByRole('textbox', { name: 'Role' }).fill('Office Manager');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('jordan.lee@example.com');
  await page.getByRole('textbox', { name: 'Position in lists' }).fill('3');
  const education = page.getByRole('group', { name: /^Education and background/ });
  await education.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Office Administration, Sheridan College');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Done|Add)$/ })
    .click();
}

/** The checker's note beside Save, once a save has answered. */
export const checkerNote = (page: Page) => page.getByRole('region', { name: 'The checker' });

/** The note's errors, each a line of the list "To fix". */
export const toFix = (page: Page) => checkerNote(page).getByRole('list', { name: 'To fix' }).getByRole('listitem');

/**
 * Clicks Save (or Create) and waits for the editor's answer, the note beside the button: as long as
 * it takes (on a busy machine the dev server's check is slow, not stuck).
 */
export async function save(page: Page, button: 'Save' | 'Create' = 'Save') {
  const answered = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/keystatic/update', {
    timeout: 0,
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  await answered;
  return checkerNote(page);
}

/** Keystatic opens the file chooser itself, from one of its buttons. */
async function pickFile(page: Page, file: string, button: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

/**
 * Uploads a file through the form's picture field, "Choose file", on an entry not yet changed: done
 * once the browser has redrawn the picture and the entry shows "Unsaved".
 */
export async function chooseFile(page: Page, file: string) {
  await pickFile(page, file, 'Choose file');
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible();
}

/** A picture in the text, where the caret is, from the body's Image button: its details open by themselves, the caret in its description. */
export async function insertPicture(page: Page, file: string) {
  await pickFile(page, file, 'Image');
  const details = page.getByRole('dialog', { name: 'Image details' });
  await expect(details.getByRole('textbox', { name: DESCRIBE_PICTURE })).toBeFocused();
  return details;
}

/** Clicks the picture (the only one just uploaded) and writes what it shows in its popover's dialog. */
export async function describePicture(page: Page, alt: string) {
  await page.locator('img[src^="blob:"]').click();
  await page.getByRole('dialog').getByRole('button', { name: DESCRIBE_PICTURE }).click();
  const details = page.getByRole('dialog', { name: 'Image details' });
  await details.getByRole('textbox', { name: DESCRIBE_PICTURE }).fill(alt);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
}

/**
 * Clicks Translate and waits as long as the editor makes progress: the French file's answer, then
 * the French form's address (no fixed time: on a busy machine the dev server is slow, not stuck).
 */
export async function translate(page: Page) {
  const made = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.url().includes('/translation/'),
    { timeout: 0 },
  );
  await page.getByRole('button', { name: 'Translate into French' }).click();
  expect((await made).status()).toBe(200);
  await page.waitForURL(/\/keystatic\/collection\/fr-/, { waitUntil: 'commit', timeout: 0 });
}

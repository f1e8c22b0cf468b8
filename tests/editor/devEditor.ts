/** `npm run dev`'s server on a copy of the fixture content, as the editor's tests drive it. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
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

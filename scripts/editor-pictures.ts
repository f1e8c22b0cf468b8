/**
 * `npm run docs:editor-pictures`: the pictures of the editors' guides (docs/editors/images/), taken
 * of the real editor (`npm run dev` on a copy of the test content), so they follow it when it changes.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium';

const OUT_DIR = 'docs/editors/images';
/** Each picture: file name, address, the button of a ready form; a field to show, and a text to save in it. */
const EDITOR_PICTURES: [name: string, address: string, ready: string, field?: string, typed?: string][] = [
  ['new-guide', 'collection/articles/create', 'Create'],
  ['person', 'collection/team/item/michael-tan', 'Save'],
  ['practice-area', 'collection/services/item/family-law', 'Save'],
  ['translate', 'collection/services/item/employment-law', 'Save'],
  ['site-facts', 'singleton/site', 'Save'],
  ['page', 'collection/pages/item/about', 'Save'],
  ['launch', 'collection/pages/item/about', 'Save', 'Still to replace before launch'],
  ['save-note', 'collection/pages/item/about', 'Save', 'Address of the page', 'about-us'],
];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-pictures-'));
fs.cpSync('tests/fixtures/content', path.join(scratch, 'content'), { recursive: true });
const env = { ...process.env, CONTENT_DIR: path.join(scratch, 'content'), DATA_DIR: path.join(scratch, 'data') };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
  env: { ...env, HOST: '127.0.0.1', PORT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      const listening = /"msg":"listening".*?"url":"([^"]+)"|"url":"([^"]+)".*?"msg":"listening"/.exec(String(chunk));
      if (listening) resolve(listening[1] ?? listening[2] ?? '');
    });
    server.once('exit', () => reject(new Error('the dev server stopped before listening')));
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const [name, address, ready, field, typed] of EDITOR_PICTURES) {
    await page.goto(`${url}/keystatic/${address}`);
    // The first visit waits while Vite prepares the editor's modules.
    await page.getByRole('button', { name: ready, exact: true }).waitFor({ timeout: 300_000 });
    if (field && !typed) await page.getByText(field, { exact: true }).first().scrollIntoViewIfNeeded();
    if (typed) {
      await page.getByRole('textbox', { name: field }).fill(typed);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Close', exact: true }).waitFor({ timeout: 120_000 });
    }
    await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`) });
  }
  await browser.close();
  console.log(`docs:editor-pictures: ${EDITOR_PICTURES.length} pictures in ${OUT_DIR}/`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(scratch, { recursive: true, force: true });
}

/**
 * The local editor's save (`npm run dev`), as any page the editor's browser opens could send it:
 * the save is checked on a copy of the content before Keystatic sees it, so that check must never
 * write or delete a file outside the content, and must take only what Keystatic itself would take.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEditorRoutes } from '../../editor/keystaticRoutes';
import { silentLogger } from '../../server/logger';
import { startServer, type RunningServer } from '../../server/server';
import { copyContent, type ContentFixture } from '../support/contentFixture';
import { makeTempDir, removeTempDirs, testConfig } from './support/fixtures';
import { rawRequest } from './support/rawHttp';

let server: RunningServer;
let content: ContentFixture;
/** A file of the editor's machine, outside the content, that no save may touch. */
let outside: string;

beforeAll(async () => {
  content = copyContent();
  outside = path.join(makeTempDir(), 'notes.txt');
  fs.writeFileSync(outside, 'kept');
  const routes = createEditorRoutes({
    contentDir: content.dir,
    github: undefined,
    completeHtml: async (_, html) => html,
  });
  server = await startServer(testConfig(), { logger: silentLogger, routes });
});
afterAll(async () => {
  await server.close();
  content.cleanup();
  removeTempDirs();
});

/** However many folders up the save's copy is, this climbs to the root and down to `file`. */
const climbTo = (file: string) => `${'../'.repeat(30)}${file.slice(1)}`;

/** A save as a browser sends it, through node:http so that a test may name another Host. */
const save = (body: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, '/api/keystatic/update', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body,
  });

it('refuses a save another site could send (no no-cors header), before reading it', async () => {
  const deletion = JSON.stringify({ additions: [], deletions: [{ path: climbTo(outside) }] });
  expect((await save(deletion)).status).toBe(400);
  expect(fs.readFileSync(outside, 'utf8')).toBe('kept');
});

it('refuses a save sent under another name for this machine (DNS rebinding), however well formed', async () => {
  const about = path.join(content.dir, 'pages/about.mdx');
  const before = fs.readFileSync(about, 'utf8');
  const body = {
    additions: [{ path: 'pages/about.mdx', contents: Buffer.from('x').toString('base64') }],
    deletions: [],
  };
  const headers = { 'no-cors': '1', 'Content-Type': 'application/json', Host: 'attacker.example:3000' };
  expect((await save(JSON.stringify(body), headers)).status).toBe(403);
  expect(fs.readFileSync(about, 'utf8')).toBe(before);
});

it('refuses a path that leaves the content folder, and a body that is not a save, with 400', async () => {
  const written = `${outside}.written`;
  const bodies = [
    { additions: [], deletions: [{ path: climbTo(outside) }] },
    { additions: [{ path: climbTo(written), contents: Buffer.from('x').toString('base64') }], deletions: [] },
    { additions: [{ path: '/etc/hostname', contents: '' }], deletions: [] },
    { additions: [], deletions: [{ path: 'pages\\..\\..\\notes.txt' }] },
    { additions: 'none' },
    'not json',
  ];
  for (const body of bodies) {
    const answer = await save(typeof body === 'string' ? body : JSON.stringify(body), { 'no-cors': '1' });
    expect(answer.status, JSON.stringify(body)).toBe(400);
  }
  expect(fs.readFileSync(outside, 'utf8')).toBe('kept');
  expect(fs.existsSync(written)).toBe(false);
});

it('still saves what the editor sends: a page changed inside the content folder', async () => {
  const about = path.join(content.dir, 'pages/about.mdx');
  const changed = fs.readFileSync(about, 'utf8').replace('title: About', 'title: About the Firm');
  const body = {
    additions: [{ path: 'pages/about.mdx', contents: Buffer.from(changed).toString('base64') }],
    deletions: [],
  };
  const answer = await save(JSON.stringify(body), { 'no-cors': '1', 'Content-Type': 'application/json' });
  expect(answer.status, answer.body.toString()).toBe(200);
  expect(fs.readFileSync(about, 'utf8')).toBe(changed);
});

it('answers 404 to Translate for a page that does not exist, and writes nothing', async () => {
  const frenchFolder = path.join(content.dir, 'fr/services');
  const before = fs.readdirSync(frenchFolder);
  const answer = await fetch(`${server.url}/api/keystatic/translation/fr/services/no-such-area`, {
    method: 'POST',
    headers: { 'no-cors': '1' },
  });
  expect(answer.status).toBe(404);
  expect(fs.readdirSync(frenchFolder)).toEqual(before);
});

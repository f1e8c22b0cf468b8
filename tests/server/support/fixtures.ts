/** Shared pieces of the server tests: temp folders, a tiny built site, config, requests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { BUILD_LAYOUT, writeSiteManifest, type BuiltSiteManifest } from '../../../built-site/manifest';
import { readConfig, type ServerConfig } from '../../../server/config';
import { CONSULTATION_ENDPOINT } from '../../../consultation-request/endpoint';
import type { ConsultationRequest } from '../../../consultation-request/schema';

const made: string[] = [];

export function makeTempDir(prefix = 'server-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** What a test of the file opens it pushes here: after each test, closed last first, then the temp folders removed. */
export function cleanUpAfterEach(): (() => unknown)[] {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    removeTempDirs();
  });
  return cleanups;
}

export const NOT_FOUND_HTML =
  '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1><a href="/">Return to Home</a>';

/** What the fake build tells the server about its site: two practice areas and three aliases. */
export const FAKE_SITE: BuiltSiteManifest = {
  firmEmail: 'office@example.com',
  serviceAreas: [
    { value: 'family', label: 'Family Law' },
    { value: 'employment', label: 'Employment Law' },
  ],
  redirects: [
    { from: '/attorneys', to: '/who-we-are' },
    { from: '/family', to: '/services/family-law' },
    { from: '/home', to: '/' },
  ],
  pages: ['/', '/who-we-are', '/contact/errors'],
  requestRetentionDays: 365,
  placeholderCount: 0,
};

/**
 * A build folder shaped like `npm run build` output (a few pages in client/, the site.json
 * manifest), so the tests never depend on (or race with) a real build or the real content.
 * `more` adds files to client/, or replaces them.
 */
export function makeFakeBuild(site: BuiltSiteManifest = FAKE_SITE, more: Record<string, string> = {}): string {
  const buildDir = makeTempDir('fake-build-');
  const dir = path.join(buildDir, BUILD_LAYOUT.client);
  const files: Record<string, string> = {
    'index.html': '<!doctype html><h1>Home</h1>',
    'who-we-are/index.html': '<!doctype html><h1>Who We Are</h1>',
    '404.html': NOT_FOUND_HTML,
    'assets/entries/app.abc123.js': 'console.log("app")',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    // Every complete build has these (npm start rebuilds a build without them).
    'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset></urlset>',
    _redirects: '/attorneys /who-we-are 301\n',
    // Shaped like components/consultation-form/FormErrorList.tsx renders it.
    'contact/errors/index.html':
      '<main><div data-form-errors="fields"><ul><li data-field="email">E-mail rule</li><li data-field="phone">Phone rule</li></ul></div>' +
      '<p data-reason="rate-limited" hidden="">Wait ten minutes</p></main>',
    'who-we-are/index.html.br': 'BROTLI-BYTES',
    'who-we-are/index.html.gz': 'GZIP-BYTES',
    ...more,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  writeSiteManifest(buildDir, site);
  return buildDir;
}

/** Test config: 127.0.0.1, a free port, fast worker; overrides are env-style settings. */
export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  return readConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DIST_DIR: makeFakeBuild(),
    DATA_DIR: makeTempDir('data-'),
    OUTBOX_POLL_MS: '50',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '400',
    ...overrides,
  });
}

/** A request the intake accepts, with `overrides` (any value, even one no field takes) put over its fields. */
export function validRequest(overrides: Record<string, unknown> = {}): ConsultationRequest & Record<string, unknown> {
  return {
    firstName: 'Marguerite',
    lastName: 'Okonkwo-Tremblay',
    email: 'marguerite.okonkwo@example.org',
    phone: '+1 (416) 555-0199',
    legalServiceArea: 'family',
    problemDescription: 'Separated last spring; we need a parenting plan & <support> arrangement.',
    goals: '',
    urgencyLevel: 'immediate',
    consultedBefore: '',
    contactMethod: 'email',
    bestTime: 'evening',
    language: 'en',
    ...overrides,
  };
}

export const ENDPOINT = CONSULTATION_ENDPOINT;

export function postJson(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}${ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** GET /healthz with the headers: its status and its answer. */
export async function healthOf(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/healthz`, { headers });
  type Health = { status: string; problems?: string[]; warnings?: string[] };
  return { status: response.status, body: (await response.json()) as Health };
}

/** The body of a form post: every value as text. */
export const formBody = (fields: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString();

/** A form post as a browser without JavaScript sends it, the redirect not followed. */
export function postForm(baseUrl: string, fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: formBody(fields),
    redirect: 'manual',
  });
}

/** The two ways the site's form posts: with JavaScript (JSON) and without (a plain form). */
export type PostMode = 'JSON' | 'plain form';
export const POST_MODES: readonly PostMode[] = ['JSON', 'plain form'];

/** Posts a valid request with these fields the way `mode` does. */
export function postAs(baseUrl: string, mode: PostMode, fields: Record<string, unknown>): Promise<Response> {
  return (mode === 'JSON' ? postJson : postForm)(baseUrl, validRequest(fields));
}

/** What a client can see of an answer: status, headers (the date and the rate limit's counts aside), body. */
export async function visibleAnswer(response: Response): Promise<unknown> {
  const headers = [...response.headers].filter(([name]) => name !== 'date');
  return {
    status: response.status,
    headers: headers.map(([name, value]) => [name, name === 'ratelimit' ? value.replace(/\d+/g, 'N') : value]),
    body: await response.text(),
  };
}

/** The middle value of timings: one slow sample of a busy machine does not move it. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until `count()` reaches `total`, failing only when it has not grown for `stallMs`: a busy
 * machine slows the wait without failing it, and one where nothing moves still fails, saying what.
 */
export async function waitForCount(
  count: () => number | Promise<number>,
  total: number,
  what: string,
  stallMs = 20_000,
): Promise<void> {
  let last = -1;
  let grewAt = Date.now();
  for (let now = await count(); now < total; now = await count()) {
    if (now !== last) [last, grewAt] = [now, Date.now()];
    else if (Date.now() - grewAt > stallMs) throw new Error(`${what}: ${now} of ${total}, none more in ${stallMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until every request in the store is marked sent. */
export function everyMailSent(store: { list(): Promise<{ mailStatus: string }[]> }, timeoutMs = 10_000): Promise<void> {
  const allSent = async () => (await store.list()).every((request) => request.mailStatus === 'sent');
  return waitFor(allSent, timeoutMs, 'every mail marked sent');
}

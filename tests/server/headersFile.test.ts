/**
 * `dist/client/_headers` gives static hosts the headers the server sends: written by the build's
 * own step (build/seoFiles.ts) into a fake build, read the way Cloudflare Pages and Netlify
 * read it, and compared with what the running server answers for a page, an asset, the
 * not-found page, the search page and its index, and the file itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_LAYOUT } from '../../built-site/manifest';
import { loadContent } from '../../content-pipeline/loadContent';
import { searchPath } from '../../content-pipeline/routes';
import { writeSeoFiles } from '../../build/seoFiles';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';
import { serverForFile } from './support/fileServer';
import { FAKE_SITE, makeFakeBuild } from './support/fixtures';
import { rawRequest } from './support/rawHttp';

let rules: HeaderRule[];
const server = serverForFile(() => {
  const content = loadContent(FIXTURE_CONTENT_DIR);
  // The search page and a file of its index, as the build writes them.
  const buildDir = makeFakeBuild(
    { ...FAKE_SITE, searchPath: searchPath(content) },
    { 'search/index.html': 'search/index.html', 'pagefind/pagefind.js': 'pagefind/pagefind.js' },
  );
  const clientDir = path.join(buildDir, BUILD_LAYOUT.client);
  // The feed goes into the Insights page's folder, which the prerendered pages made.
  fs.mkdirSync(path.join(clientDir, 'insights'));
  writeSeoFiles(content, clientDir);
  rules = parseHeadersFile(fs.readFileSync(path.join(clientDir, '_headers'), 'utf8'));
  return { DIST_DIR: buildDir };
});

interface HeaderRule {
  pattern: RegExp;
  set: [string, string][];
  /** `! Name` lines: Cloudflare removes what earlier rules set. */
  detach: string[];
}

/** A path pattern line, then its indented `Name: value` (or `! Name`) lines; `#` starts a comment. */
function parseHeadersFile(text: string): HeaderRule[] {
  const parsed: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = trimmed.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
      parsed.push({ pattern: new RegExp(`^${pattern}$`), set: [], detach: [] });
      continue;
    }
    const rule = parsed.at(-1);
    if (!rule) throw new Error(`a header before any path: ${line}`);
    if (trimmed.startsWith('! ')) rule.detach.push(trimmed.slice(2).toLowerCase());
    else {
      const colon = trimmed.indexOf(':');
      rule.set.push([trimmed.slice(0, colon).toLowerCase(), trimmed.slice(colon + 1).trim()]);
    }
  }
  return parsed;
}

/**
 * The headers a host adds for a path. Cloudflare: every matching rule in order, `! Name`
 * removes, a name set again by a later rule is joined with a comma. Netlify: `!` lines are
 * not headers (no colon) and are skipped, and a later rule's value replaces an earlier one.
 */
function headersFor(urlPath: string, host: 'cloudflare' | 'netlify'): Map<string, string> {
  const headers = new Map<string, string>();
  const setBefore = new Set<string>();
  for (const rule of rules.filter((r) => r.pattern.test(urlPath))) {
    if (host === 'cloudflare') for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const joined = host === 'cloudflare' && setBefore.has(name) && headers.has(name);
      headers.set(name, joined ? `${headers.get(name)}, ${value}` : value);
      setBefore.add(name);
    }
  }
  return headers;
}

/** What describes the bytes sent or the connection, not the site's policy: no host takes these from `_headers`. */
const REPRESENTATION_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'vary',
  'accept-ranges',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

describe('_headers', () => {
  it.each([
    ['a page', '/who-we-are', 200],
    ['the home page', '/', 200],
    ['a hashed asset', '/assets/entries/app.abc123.js', 200],
    ['the not-found page', '/no-such-page', 404],
    ['_headers itself', '/_headers', 200],
    ['the search page', '/search', 200],
    ['a file of the search index', '/pagefind/pagefind.js', 200],
  ])('says what the server sends for %s', async (_what, urlPath, status) => {
    const answer = await rawRequest(server.url, urlPath, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(status);
    for (const host of ['cloudflare', 'netlify'] as const) {
      const expected = headersFor(urlPath, host);
      expect(expected.size, host).toBeGreaterThan(10);
      for (const [name, value] of expected) expect(answer.headers[name], `${host}: ${name}`).toBe(value);
    }
    const policy = Object.entries(answer.headers).filter(([name]) => !REPRESENTATION_HEADERS.has(name));
    for (const [name, value] of policy) {
      expect(headersFor(urlPath, 'cloudflare').get(name), `${name} is sent but not in _headers`).toBe(value);
    }
  });

  it("lets only the search page and its index's files run WebAssembly (Pagefind's worker)", async () => {
    const wasm = "'wasm-unsafe-eval'";
    for (const urlPath of ['/search', '/pagefind/pagefind.js']) {
      expect((await rawRequest(server.url, urlPath)).headers['content-security-policy'], urlPath).toContain(wasm);
      expect(headersFor(urlPath, 'cloudflare').get('content-security-policy'), urlPath).toContain(wasm);
    }
    for (const urlPath of ['/', '/who-we-are', '/no-such-page', '/assets/entries/app.abc123.js']) {
      expect((await rawRequest(server.url, urlPath)).headers['content-security-policy'], urlPath).not.toContain(wasm);
      expect(headersFor(urlPath, 'cloudflare').get('content-security-policy'), urlPath).not.toContain(wasm);
    }
  });

  it('is served as plain text, like _redirects (builtPages.test.ts)', async () => {
    expect((await rawRequest(server.url, '/_headers')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

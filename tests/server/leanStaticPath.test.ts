/**
 * The lean static path (server/staticFastPath.ts) answers exactly as Express would: two servers
 * on one fake build, one with the lean path in front of Express and one with Express alone,
 * get the same requests and must give the same status, headers (but Date) and bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_LAYOUT } from '../../build-output/manifest';
import { createLogger, silentLogger } from '../../server/logger';
import { createBuiltPages } from '../../server/pageSources/builtPages';
import { startServer, type RunningServer } from '../../server/server';
import { makeFakeBuild, NOT_FOUND_HTML, removeTempDirs, testConfig } from './support/fixtures';
import { rawRequest, type RawAnswer, type RawRequest } from './support/rawHttp';

let buildDir: string;
let lean: RunningServer;
let expressOnly: RunningServer;
const leanLog: string[] = [];

/** Besides the fake build's files: an alias page (a file that is a redirect source), copies of an asset, files without copies. */
const MORE_FILES: Record<string, string> = {
  'attorneys/index.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/who-we-are">',
  'assets/static/style.abc123.css': 'body{margin:0}',
  'assets/static/style.abc123.css.br': 'BROTLI-CSS',
  'assets/static/style.abc123.css.gz': 'GZIP-CSS',
  'robots.txt': 'User-agent: *\n',
  'feed.xml.gz': 'ONLY-A-GZIP-COPY',
  'images/hero.webp': 'RIFF-WEBP',
  '.env': 'SECRET=1',
};

beforeAll(async () => {
  buildDir = makeFakeBuild();
  for (const [name, content] of Object.entries(MORE_FILES)) {
    const file = path.join(buildDir, BUILD_LAYOUT.client, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  lean = await startServer(testConfig({ DIST_DIR: buildDir }), {
    logger: createLogger((line) => leanLog.push(line)),
  });
  // The same pages without their files in memory: no lean path, every request through Express.
  expressOnly = await startServer(testConfig({ DIST_DIR: buildDir }), {
    logger: silentLogger,
    pages: async () => ({ ...createBuiltPages(buildDir), files: undefined }),
  });
});
afterAll(async () => {
  await Promise.all([lean?.close(), expressOnly?.close()]);
  removeTempDirs();
});

/** Sends one request to both servers; expects one answer; returns it. */
async function sameAnswer(urlPath: string, request: RawRequest = {}): Promise<RawAnswer> {
  const [fromLean, fromExpress] = await Promise.all([
    rawRequest(lean.url, urlPath, request),
    rawRequest(expressOnly.url, urlPath, request),
  ]);
  const label = `${request.method ?? 'GET'} ${urlPath} ${JSON.stringify(request.headers ?? {})}`;
  expect(fromLean.status, label).toBe(fromExpress.status);
  expect(withoutDate(fromLean.headers), label).toEqual(withoutDate(fromExpress.headers));
  expect(fromLean.body.equals(fromExpress.body), label).toBe(true);
  return fromLean;
}

function withoutDate(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));
}

/** Every file of the build by its address, each page by its clean address too, and one with a query. */
function everyAddress(): string[] {
  const clientDir = path.join(buildDir, BUILD_LAYOUT.client);
  const files = fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  const clean = files.filter((file) => file.endsWith('/index.html')).map((file) => file.slice(0, -11) || '/');
  return [...files, ...clean, '/who-we-are?ref=newsletter'];
}

const ACCEPT_ENCODINGS = [
  undefined,
  'br',
  'gzip',
  'gzip, deflate, br',
  'br;q=0, gzip',
  'br;q=0, gzip;q=0',
  '*',
  'identity',
];

describe('the lean path answers as Express does', () => {
  it('for every file, GET and HEAD, every Accept-Encoding, with and without If-None-Match', async () => {
    let compared = 0;
    for (const address of everyAddress()) {
      for (const method of ['GET', 'HEAD']) {
        for (const acceptEncoding of ACCEPT_ENCODINGS) {
          const headers: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
          const first = await sameAnswer(address, { method, headers });
          const etag = String(first.headers.etag ?? '"none"');
          for (const ifNoneMatch of [etag, `W/${etag}`, '"other"', `"other", ${etag}`, '*']) {
            await sameAnswer(address, { method, headers: { ...headers, 'If-None-Match': ifNoneMatch } });
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('serves br, then gzip, then the file itself, honouring q=0', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (await sameAnswer('/who-we-are', { headers: { 'Accept-Encoding': acceptEncoding } })).headers['content-encoding'];
    expect(await encodingFor('gzip, br')).toBe('br');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('*;q=0.5')).toBe('br');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
  });

  it('answers a matching If-None-Match with 304 and the validators, weak or strong', async () => {
    const page = await sameAnswer('/who-we-are', { headers: { 'Accept-Encoding': 'br' } });
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await sameAnswer('/who-we-are', {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': ifNoneMatch },
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers).toMatchObject({ etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    }
    // Each representation has its own tag: the brotli one does not revalidate the gzip one.
    const gzip = await sameAnswer('/who-we-are', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(gzip.status).toBe(200);
  });

  it('answers plain requests itself and leaves ranges to Express (logged there, one line each)', async () => {
    const requestLines = () => leanLog.filter((line) => line.includes('"msg":"request"')).length;
    const before = requestLines();
    expect((await rawRequest(lean.url, '/who-we-are')).status).toBe(200);
    expect((await rawRequest(lean.url, '/assets/static/style.abc123.css', { method: 'HEAD' })).status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(requestLines()).toBe(before);
    expect((await rawRequest(lean.url, '/who-we-are', { headers: { Range: 'bytes=0-3' } })).status).toBe(206);
    await new Promise((resolve) => setImmediate(resolve));
    expect(requestLines()).toBe(before + 1);
  });
});

describe('what the lean path leaves to Express is answered as before', () => {
  it('redirects aliases, even one that is also a built page, keeping the query string', async () => {
    for (const [from, to] of [
      ['/attorneys', '/who-we-are'],
      ['/family', '/services/family-law'],
      ['/home?ref=1', '/?ref=1'],
    ]) {
      const answer = await sameAnswer(from as string);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
  });

  it('redirects capitals, trailing and doubled slashes to the one address', async () => {
    for (const [from, to] of [
      ['/Who-We-Are', '/who-we-are'],
      ['/WHO-WE-ARE/', '/who-we-are'],
      ['/who-we-are/', '/who-we-are'],
      ['//who-we-are', '/who-we-are'],
      ['/assets/static/style.abc123.css/', '/assets/static/style.abc123.css'],
    ]) {
      const answer = await sameAnswer(from as string, { method: 'HEAD' });
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
  });

  it('refuses If-Match with another tag (412) and serves its own strong tag', async () => {
    const page = await sameAnswer('/who-we-are');
    const etag = String(page.headers.etag);
    expect((await sameAnswer('/who-we-are', { headers: { 'If-Match': '"other"' } })).status).toBe(412);
    expect((await sameAnswer('/who-we-are', { headers: { 'If-Match': `W/${etag}` } })).status).toBe(412);
    expect((await sameAnswer('/who-we-are', { headers: { 'If-Match': etag } })).status).toBe(200);
    expect((await sameAnswer('/who-we-are', { headers: { 'If-Match': '*' } })).status).toBe(200);
  });

  it('sends ranges of the representation it chose, and 416 past the end', async () => {
    const part = await sameAnswer('/who-we-are', { headers: { Range: 'bytes=0-5', 'Accept-Encoding': 'br' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-5/12');
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.body.toString()).toBe('BROTLI');
    const suffix = await sameAnswer('/robots.txt', { headers: { Range: 'bytes=-3' } });
    expect(suffix.body.toString()).toBe(' *\n');
    const past = await sameAnswer('/who-we-are', { headers: { Range: 'bytes=999999-' } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    const stale = await sameAnswer('/who-we-are', { headers: { Range: 'bytes=0-5', 'If-Range': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('answers unknown paths, hidden files and copies asked for by name with the not-found page', async () => {
    for (const address of ['/nope', '/.env', '/who-we-are/index.html.br', '/../etc/passwd', '/who%2Dwe%2Dare%']) {
      const answer = await sameAnswer(address);
      expect(answer.status, address).toBe(404);
      expect(answer.body.toString(), address).toBe(NOT_FOUND_HTML);
    }
    expect((await sameAnswer('/feed.xml.gz')).body.toString()).toBe('ONLY-A-GZIP-COPY');
    expect((await sameAnswer('/who%2Dwe%2Dare')).status).toBe(200);
  });

  it('answers other methods on a page with 404, and its own routes before the files', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await sameAnswer('/who-we-are', { method });
      expect(answer.status, method).toBe(404);
      expect(answer.body.toString(), method).toBe(NOT_FOUND_HTML);
    }
    const errors = await sameAnswer('/contact/errors?fields=email');
    expect(errors.headers['cache-control']).toBe('no-store');
    expect((await sameAnswer('/healthz')).body.toString()).toBe('{"status":"ok"}');
    expect((await sameAnswer(`/who-we-are?${'x'.repeat(3000)}`)).status).toBe(414);
  });
});

describe('the count of lean answers', () => {
  it('is logged when the server stops, instead of one line per answer', async () => {
    const lines: string[] = [];
    const server = await startServer(testConfig({ DIST_DIR: buildDir }), {
      logger: createLogger((l) => lines.push(l)),
    });
    await rawRequest(server.url, '/');
    const page = await rawRequest(server.url, '/who-we-are');
    await rawRequest(server.url, '/who-we-are', { headers: { 'If-None-Match': String(page.headers.etag) } });
    await server.close();
    const counts = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.msg === 'static files');
    expect(counts).toMatchObject({ ok: 2, notModified: 1 });
    expect(lines.some((line) => line.includes('"msg":"request"'))).toBe(false);
  });
});

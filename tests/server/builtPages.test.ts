/**
 * The built pages as browsers and caches use them (server/pageSources/builtPages.ts): what a
 * conditional request, a HEAD, a range or a precondition gets, which files are never served,
 * and the type and cache rule each kind of file carries.
 */
import { describe, expect, it } from 'vitest';
import { serverForFile } from './support/fileServer';
import { FAKE_SITE, makeFakeBuild, NOT_FOUND_HTML } from './support/fixtures';
import { rawRequest } from './support/rawHttp';

/** Besides the fake build's files: a stylesheet with its copies, a text file, an icon, a hidden file. */
const MORE_FILES: Record<string, string> = {
  'assets/static/style.abc123.css': 'body{margin:0}',
  'assets/static/style.abc123.css.br': 'BROTLI-CSS',
  'assets/static/style.abc123.css.gz': 'GZIP-CSS',
  'robots.txt': 'User-agent: *\n',
  'favicon.ico': 'ICO-BYTES',
  '.env': 'SECRET=1',
};

const server = serverForFile(() => ({ DIST_DIR: makeFakeBuild(FAKE_SITE, MORE_FILES) }));

const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.url, urlPath, { method, headers });

describe('revalidation', () => {
  it('answers a request carrying the ETag it was given with 304 and no body, each representation its own', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get('/who-we-are', { 'Accept-Encoding': encoding });
      const again = await get('/who-we-are', {
        'Accept-Encoding': encoding,
        'If-None-Match': String(first.headers.etag),
      });
      expect(again.status, encoding).toBe(304);
      expect(again.body.length, encoding).toBe(0);
    }
    const brotli = await get('/who-we-are', { 'Accept-Encoding': 'br' });
    const gzipWithBrotliTag = await get('/who-we-are', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(brotli.headers.etag),
    });
    expect(gzipWithBrotliTag.status).toBe(200);
    expect(gzipWithBrotliTag.body.toString()).toBe('GZIP-BYTES');
  });
});

describe('cache rules', () => {
  it('lets browsers keep hashed assets a year without asking, and has them revalidate everything else', async () => {
    const asset = await get('/assets/static/style.abc123.css', { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body.toString()).toBe('BROTLI-CSS');
    for (const urlPath of ['/', '/who-we-are', '/robots.txt', '/favicon.ico']) {
      expect((await get(urlPath)).headers['cache-control'], urlPath).toBe('no-cache');
    }
    const missing = await get('/assets/static/gone.css');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});

describe('HEAD', () => {
  it('describes what a GET would send, without the body', async () => {
    for (const urlPath of ['/who-we-are', '/assets/static/style.abc123.css']) {
      const full = await get(urlPath, { 'Accept-Encoding': 'gzip' });
      const head = await get(urlPath, { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(head.status, urlPath).toBe(200);
      expect(head.body.length, urlPath).toBe(0);
      expect(Number(head.headers['content-length']), urlPath).toBe(full.body.length);
      for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control']) {
        expect(head.headers[name], `${urlPath} ${name}`).toBe(full.headers[name]);
      }
    }
  });
});

describe('ranges and preconditions', () => {
  it('sends the bytes asked for of the representation it chose (brotli before gzip), and 416 past its end', async () => {
    const part = await get('/who-we-are', { Range: 'bytes=0-5', 'Accept-Encoding': 'gzip, br' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-5/12');
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers.vary).toMatch(/Accept-Encoding/);
    expect(part.body.toString()).toBe('BROTLI');
    const rest = await get('/robots.txt', { Range: 'bytes=11-' });
    expect(rest.body.toString()).toBe(' *\n');
    const past = await get('/who-we-are', { Range: 'bytes=999999-' });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });

  it('sends the whole file for a range it would misread or a version it cannot vouch for', async () => {
    const misread: Record<string, string>[] = [
      { Range: 'bytes=-3' },
      { Range: 'bytes=0-1,4-5' },
      { Range: 'bytes=5-2' },
      { Range: 'items=0-5' },
      { Range: 'bytes=0-3', 'If-Range': '"old"' },
    ];
    for (const headers of misread) {
      const answer = await get('/robots.txt', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.body.toString(), JSON.stringify(headers)).toBe('User-agent: *\n');
    }
  });

  it('refuses If-Match with any tag (ours are weak, and If-Match compares strongly) and serves If-Match: *', async () => {
    const page = await get('/who-we-are');
    expect((await get('/who-we-are', { 'If-Match': String(page.headers.etag) })).status).toBe(412);
    expect((await get('/who-we-are', { 'If-Match': '"other"' })).status).toBe(412);
    expect((await get('/who-we-are', { 'If-Match': '*' })).status).toBe(200);
    expect((await get('/nope', { 'If-Match': '"other"' })).status).toBe(404);
  });
});

describe('what is served, and as what', () => {
  it('types each file by its name, text with its charset, precompressed or not', async () => {
    const types: [string, string][] = [
      ['/who-we-are', 'text/html;charset=utf-8'],
      ['/assets/entries/app.abc123.js', 'text/javascript; charset=utf-8'],
      ['/assets/static/style.abc123.css', 'text/css; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/favicon.ico', 'image/vnd.microsoft.icon'],
      ['/_redirects', 'text/plain; charset=utf-8'],
    ];
    for (const encoding of ['br', 'identity']) {
      for (const [urlPath, type] of types) {
        expect((await get(urlPath, { 'Accept-Encoding': encoding })).headers['content-type'], urlPath).toBe(type);
      }
    }
  });

  it('answers hidden files, unknown paths, paths that climb out and other methods with the not-found page', async () => {
    for (const [urlPath, method] of [
      ['/.env', 'GET'],
      ['/nope', 'GET'],
      ['/services/nope', 'GET'],
      ['/etc/passwd', 'GET'],
      ['/../etc/passwd', 'GET'],
      ['/%2e%2e/%2e%2e/etc/passwd', 'GET'],
      ['/who-we-are', 'POST'],
      ['/who-we-are', 'PUT'],
      ['/who-we-are', 'DELETE'],
    ] as const) {
      const answer = await get(urlPath, {}, method);
      expect(answer.status, `${method} ${urlPath}`).toBe(404);
      expect(answer.body.toString(), `${method} ${urlPath}`).toBe(NOT_FOUND_HTML);
    }
  });
});

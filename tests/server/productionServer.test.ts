/** (g) The production server: redirects, headers, the error page, config errors, graceful stop (the not-found page: builtPages.test.ts). */
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../support/childServer';
import { serverForFile } from './support/fileServer';
import { ENDPOINT, makeFakeBuild, makeTempDir, validRequest, waitFor } from './support/fixtures';
import { rawExchange } from './support/rawHttp';

const server = serverForFile();

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

/** Sends the request line exactly as written (fetch and http.get would normalise it first). */
const rawRequestLine = (target: string) =>
  rawExchange(server.url, `GET ${target} HTTP/1.1\r\nHost: firm.test\r\nConnection: close\r\n\r\n`);

describe('static site', () => {
  it('serves clean paths and the home page', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1>Home</h1>');
    const page = await get('/who-we-are', { 'Accept-Encoding': 'identity' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Who We Are');
  });

  it('redirects content aliases with 301, keeping the query string', async () => {
    const alias = await get('/attorneys?ref=old');
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('/who-we-are?ref=old');
    expect((await get('/family')).headers.get('location')).toBe('/services/family-law');
    expect((await get('/home')).headers.get('location')).toBe('/');
  });

  it('redirects trailing slashes with 301, never to another host', async () => {
    const slash = await get('/who-we-are/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/who-we-are');
    expect((await get('//evil.example/')).headers.get('location')).toBe('/evil.example');
  });

  it('never sends a Location that a browser resolves to another host, whatever the raw request line', async () => {
    const hostile = [
      '/\\evil.example/',
      '/\\evil.example',
      '//evil.example/',
      '/\\/evil.example/',
      '/\\\\evil.example//',
      '///evil.example',
    ];
    for (const target of hostile) {
      const answer = await rawRequestLine(target);
      const location = answer.headers.location;
      if (location === undefined) continue;
      expect(new URL(location, 'https://firm.test/').host, `${target} → ${location}`).toBe('firm.test');
      expect(location.startsWith('/') && !location.startsWith('//') && !location.includes('\\'), location).toBe(true);
    }
    const contact = await rawRequestLine('//contact');
    expect(contact.status).toBe(301);
    expect(contact.headers.location).toBe('/contact');
  });

  it('sends strict security headers', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the no-JavaScript error page trimmed to the answer, uncached', async () => {
    const fields = await get('/contact/errors?fields=email');
    expect(fields.status).toBe(200);
    expect(fields.headers.get('cache-control')).toBe('no-store');
    const html = await fields.text();
    expect(html).toContain('E-mail rule');
    expect(html).not.toContain('Phone rule');
    const limited = await (await get('/contact/errors?reason=rate-limited')).text();
    expect(limited).toContain('<p data-reason="rate-limited">Wait ten minutes</p>');
    expect(limited).not.toContain('E-mail rule');
  });
});

/** The process, on a fake build and a data folder of its own unless the settings say otherwise, exits 1 saying `message`. */
async function expectStartFails(settings: Record<string, string>, message: string): Promise<void> {
  const child = spawnServer({ DIST_DIR: makeFakeBuild(), DATA_DIR: makeTempDir(), ...settings });
  child.ready.catch(() => {});
  expect(await child.exited).toBe(1);
  expect(child.output()).toContain(message);
}

describe('npm start (server/start.ts as a process)', () => {
  it.each([
    // config.test.ts checks each setting's message; here, that the process stops on one.
    ['PORT', 'abc'],
    ['TRUST_PROXY', 'maybe'],
  ])('stops with a message naming %s when it is %s', (setting, value) =>
    expectStartFails({ [setting]: value }, `Configuration error: ${setting}`),
  );

  it('names the setting behind a failure to start: a DATA_DIR that is a file, a PORT already taken', async () => {
    const file = path.join(makeTempDir(), 'not-a-folder');
    fs.writeFileSync(file, '');
    const taken = http.createServer().listen(0, '127.0.0.1');
    await new Promise((listening) => taken.once('listening', listening));
    const { port } = taken.address() as { port: number };
    try {
      await expectStartFails({ DATA_DIR: file }, `The server could not start: DATA_DIR (${file}): EEXIST`);
      await expectStartFails(
        { PORT: String(port) },
        `The server could not start: HOST and PORT (127.0.0.1:${port}): listen EADDRINUSE`,
      );
    } finally {
      taken.close();
    }
  });

  it('refuses a DIST_DIR whose build stopped half-way, naming what it lacks', async () => {
    const buildDir = makeFakeBuild();
    fs.rmSync(path.join(buildDir, 'client/sitemap.xml'));
    await expectStartFails(
      { DIST_DIR: buildDir },
      'Configuration error: DIST_DIR is incomplete (no client/sitemap.xml)',
    );
  });

  it.each([
    ['SIGTERM', 'once', 1],
    // A terminal's Ctrl-C under `npm start` reaches npm and the server, and npm passes its own copy on.
    ['SIGINT', 'twice, as Ctrl-C under npm start', 2],
  ] as const)('lets an in-flight request finish on %s sent %s, then exits 0', async (signal, _how, times) => {
    const dataDir = makeTempDir();
    const child = spawnServer({ DIST_DIR: makeFakeBuild(), DATA_DIR: dataDir });
    const url = new URL(await child.ready);
    const body = JSON.stringify(validRequest());

    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: ENDPOINT,
          method: 'POST',
          // The server answers 100 Continue once it has read the head: then the request is in flight.
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            Expect: '100-continue',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      // The body only after the signal: the request is in flight while the server stops.
      request.once('continue', () => {
        child.child.kill(signal);
        void waitFor(() => child.output().includes('"msg":"shutting down"'), 5000, 'the server stopping').then(() => {
          for (let copy = 1; copy < times; copy++) child.child.kill(signal);
          request.end(body);
        }, reject);
      });
    });

    const result = await answer;
    expect(result).toEqual({ status: 200, body: '{"success":true}' });
    expect(await child.exited).toBe(0);
    expect(child.output()).toContain('"msg":"stopped"');
  });

  it('stops at once, exit 1, on a second Ctrl-C more than 2 s after the first, whatever is in flight', async () => {
    const child = spawnServer({ DIST_DIR: makeFakeBuild(), DATA_DIR: makeTempDir() });
    const url = new URL(await child.ready);
    // A post whose body never comes: the server would wait for it until its request timeout.
    const headers = { 'Content-Type': 'application/json', 'Content-Length': '100', Expect: '100-continue' };
    const request = http.request({ host: url.hostname, port: url.port, path: ENDPOINT, method: 'POST', headers });
    request.on('error', () => {}).flushHeaders();
    await once(request, 'continue');
    child.child.kill('SIGINT');
    await waitFor(() => child.output().includes('"msg":"shutting down"'), 5000, 'the server stopping');
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(child.child.exitCode).toBeNull();
    child.child.kill('SIGINT');
    expect(await child.exited).toBe(1);
    expect(child.output()).not.toContain('"msg":"stopped"');
  });
});

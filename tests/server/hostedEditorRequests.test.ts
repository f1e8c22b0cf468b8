/**
 * The hosted editor's API under requests anyone can send, without signing in: none stops the
 * server, none has a body read that nobody uses, and the sign-in comes back only to the site's
 * own address and only to a browser that started it. GitHub cannot be reached here: its token
 * exchange alone is answered in this process, as GitHub answers it.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostedEditorRoutes } from '../../editor/hostedEditor';
import { readGitHubEditorSettings, type GitHubEditorSettings } from '../../editor/editorSettings';
import { createLogger, silentLogger } from '../../server/logger';
import { startServer, type RunningServer } from '../../server/server';
import { GITHUB_EDITOR_SETTINGS as SETTINGS } from '../support/githubEditorSettings';
import { childServersForEachTest } from './support/childServers';
import { FAKE_SITE, makeFakeBuild, makeTempDir, removeTempDirs, testConfig } from './support/fixtures';
import { rawRequest } from './support/rawHttp';

const SITE_URL = 'https://www.example.com';
const TOKEN = {
  access_token: 'ghu_x',
  expires_in: 28_800,
  refresh_token: 'ghr_x',
  refresh_token_expires_in: 15_811_200,
  scope: '',
  token_type: 'bearer',
};

/** A fake build with the editor's bundle beside it, as `npm run build` makes with the editor's settings. */
function buildWithEditor(): string {
  const buildDir = makeFakeBuild({ ...FAKE_SITE, siteUrl: `${SITE_URL}/` });
  const manifest = path.join(buildDir, 'editor/.vite/manifest.json');
  fs.mkdirSync(path.dirname(manifest), { recursive: true });
  fs.writeFileSync(manifest, JSON.stringify({ 'editor/main.tsx': { file: 'main.js' } }));
  return buildDir;
}

describe('in this process', () => {
  let server: RunningServer;
  const realFetch = globalThis.fetch;
  let tokenExchanges = 0;
  /** GitHub's answer to a code it does not know (expired, used twice): 200 with an error, as GitHub answers. */
  let githubRefuses = false;
  const logLines: string[] = [];
  beforeAll(async () => {
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://github.com/login/oauth/access_token')) return realFetch(input, init);
      tokenExchanges += 1;
      return Response.json(githubRefuses ? { error: 'bad_verification_code' } : TOKEN);
    }) as typeof fetch;
    const buildDir = buildWithEditor();
    const github = readGitHubEditorSettings(SETTINGS) as GitHubEditorSettings;
    const routes = createHostedEditorRoutes(
      buildDir,
      github,
      SITE_URL,
      createLogger((line) => logLines.push(line)),
    );
    server = await startServer(testConfig({ DIST_DIR: buildDir }), { logger: silentLogger, routes });
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await server.close();
    removeTempDirs();
  });

  /** Signs in up to GitHub: the state GitHub is given and the cookie that goes with it. */
  async function signIn(query = '', host = '127.0.0.1') {
    const answer = await rawRequest(server.url, `/api/keystatic/github/login${query}`, { headers: { Host: host } });
    expect(answer.status).toBe(307);
    const authorize = new URL(String(answer.headers.location));
    const [cookie = ''] = answer.headers['set-cookie'] ?? [];
    return { authorize, state: authorize.searchParams.get('state') ?? '', cookie };
  }
  const callback = (query: string, cookie: string) =>
    rawRequest(server.url, `/api/keystatic/github/oauth/callback${query}`, { headers: { Cookie: cookie } });

  it('a callback back to a page whose name holds a line break or œ gets an answer, and the server keeps serving', async () => {
    const cases: [string, string][] = [
      ['branch/a\nb', '/keystatic/branch/a%0Ab'],
      ['branch/œuvre', '/keystatic/branch/%C5%93uvre'],
    ];
    for (const [from, location] of cases) {
      const { state, cookie } = await signIn(`?from=${encodeURIComponent(from)}`);
      const answer = await callback(`?code=x&state=${state}`, cookie.split(';')[0] ?? '');
      expect([answer.status, answer.headers.location]).toEqual([307, location]);
    }
    expect((await rawRequest(server.url, '/healthz')).status).toBe(200);
  });

  it('signs in with a state every time, the callback at SITE_URL whatever the Host header, and Secure cookies', async () => {
    const { authorize, state, cookie } = await signIn('', 'evil.example');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${SITE_URL}/api/keystatic/github/oauth/callback`);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toMatch(new RegExp(`^ks-${state}=;.*HttpOnly; Secure; SameSite=Lax$`));

    const signedIn = await callback(`?code=x&state=${state}`, `ks-${state}=`);
    expect(signedIn.headers.location).toBe('/keystatic');
    const cookies = signedIn.headers['set-cookie'] ?? [];
    expect(cookies.map((set) => set.split('=')[0])).toEqual([
      `ks-${state}`,
      'keystatic-gh-access-token',
      'keystatic-gh-refresh-token',
    ]);
    for (const set of cookies) expect(set).toMatch(/; Secure/);
    expect(cookies[2]).toMatch(/HttpOnly/);
  });

  it('a code GitHub refuses gets a plain page saying to sign in again, never a 500, and a log line with the cause', async () => {
    githubRefuses = true;
    const { state } = await signIn();
    const answer = await callback(`?code=expired&state=${state}`, `ks-${state}=`);
    githubRefuses = false;
    expect([answer.status, answer.headers['content-type']]).toEqual([401, 'text/html; charset=utf-8']);
    expect(answer.body.toString()).toContain(
      'GitHub did not confirm this sign-in (it may have expired), so you are not signed in.',
    );
    expect(answer.body.toString()).toContain('<a href="/keystatic">Open the editor</a>');
    expect(answer.headers['set-cookie']?.some((set) => set.startsWith('keystatic-gh-access-token'))).toBeFalsy();
    expect(JSON.parse(logLines.at(-1) ?? '')).toMatchObject({
      level: 'warn',
      msg: 'editor sign-in: GitHub refused the code',
      cause: 'Authorization failed',
    });
  });

  it('refuses a callback its browser did not start, before GitHub is asked anything', async () => {
    const before = tokenExchanges;
    const { state } = await signIn();
    const cases: [string, string][] = [
      ['?code=x', ''],
      ['?code=x&state=close', 'ks-close='],
      [`?code=x&state=${state}`, ''],
      [`?code=x&state=${state}`, `ks-${'0'.repeat(32)}=`],
    ];
    for (const [query, cookie] of cases) {
      expect((await callback(query, cookie)).status, query + cookie).toBe(400);
    }
    expect(tokenExchanges).toBe(before);
  });
});

/** The server's resident memory, as the system counts it. */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1]) / 1024;
}

/** Sends the headers and up to `megabytes` of body, then drops the connection, whatever the answer. */
function abortedUpload(url: string, urlPath: string, megabytes: number): Promise<void> {
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, async () => {
      socket.write(`POST ${urlPath} HTTP/1.1\r\nHost: x\r\nContent-Length: ${megabytes * chunk.length}\r\n\r\n`);
      for (let sent = 0; sent < megabytes && !socket.destroyed; sent += 1) {
        if (!socket.write(chunk)) await new Promise((drained) => socket.once('drain', drained).once('close', drained));
      }
      socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => resolve());
  });
}

describe('npm start’s server', () => {
  const spawnServer = childServersForEachTest();
  const start = async (env: Record<string, string> = {}) => {
    const server = spawnServer({ ...SETTINGS, DIST_DIR: buildWithEditor(), DATA_DIR: makeTempDir(), ...env });
    await server.ready;
    return server;
  };

  it('refuses a body on a path that takes none before reading it: 20 aborted 39 MB uploads leave memory where it was', async () => {
    const server = await start();
    const pid = server.child.pid ?? 0;
    expect((await rawRequest(server.url, '/healthz')).status).toBe(200);
    const before = rssMb(pid);
    for (let i = 0; i < 20; i += 1) await abortedUpload(server.url, '/api/keystatic/tree', 39);
    expect((await rawRequest(server.url, '/healthz')).status).toBe(200);
    expect(rssMb(pid) - before).toBeLessThan(50);
    const refused = await rawRequest(server.url, '/api/keystatic/github/refresh-token', {
      method: 'POST',
      headers: { 'Content-Length': '5' },
    }).catch((error: Error) => error);
    expect(refused).toMatchObject({ status: 413 });
  });

  it('GitHub unreachable at the callback: a plain page saying to wait and sign in again, and a log line with the cause', async () => {
    // No network here: the token exchange fails as it does when GitHub is down.
    const server = await start();
    const login = await rawRequest(server.url, '/api/keystatic/github/login');
    const state = new URL(String(login.headers.location)).searchParams.get('state');
    const answer = await rawRequest(server.url, `/api/keystatic/github/oauth/callback?code=x&state=${state}`, {
      headers: { Cookie: `ks-${state}=` },
    });
    expect(answer.status).toBe(502);
    expect(answer.body.toString()).toContain(
      'GitHub could not be reached, so you are not signed in. Wait a minute, then sign in again.',
    );
    await expect
      .poll(() => server.output())
      .toMatch(/"cause":"fetch failed: getaddrinfo [A-Z_]+ github.com","msg":"editor sign-in: GitHub unreachable"/);
    expect(server.output()).not.toMatch(/"msg":"unhandled error"/);
  });

  it('logs a promise that failed unawaited and keeps serving', async () => {
    // A bug of the kind: the first request fails a promise nobody awaits.
    const preload = path.join(makeTempDir(), 'reject-once.mjs');
    fs.writeFileSync(
      preload,
      "import http from 'node:http';\nconst listen = http.Server.prototype.listen;\n" +
        'http.Server.prototype.listen = function (...args) {\n' +
        "  this.once('request', () => void Promise.reject(new Error('a bug')));\n" +
        '  return listen.apply(this, args);\n};\n',
    );
    const server = await start({ NODE_OPTIONS: `--import=${preload}` });
    await rawRequest(server.url, '/healthz').catch(() => undefined);
    expect((await rawRequest(server.url, '/healthz')).status).toBe(200);
    await expect.poll(() => server.output()).toMatch(/"msg":"unhandled rejection"/);
    expect(server.child.exitCode).toBeNull();
  });
});

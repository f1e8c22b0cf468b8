/**
 * The shipped one-server deployment (deploy/), run here on loopback: Debian's Caddy started from
 * deploy/Caddyfile in front of the server the build compiled, run as deploy/site.service runs it
 * (`node dist/node/start.js`), with the settings of deploy/site.env. The Caddyfile is
 * the shipped one: its host and ports come from its own environment placeholders, and only what
 * keeps Caddy off the Internet is added to its global options (certificates from its own CA, as
 * `tls internal`, no admin endpoint, loopback only, nothing put in this machine's trust store);
 * its data and config folders are a temporary folder. Plain HTTP is redirected to HTTPS; every
 * answer through it carries the security headers, HSTS included; a form post is counted under
 * the visitor's address, which Caddy writes in X-Forwarded-For and the visitor cannot choose.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer } from '../../build/compileServer';
import { CONSULTATION_ENDPOINT, THANK_YOU_PATH } from '../../consultation-request/endpoint';
import { readConfig } from '../../server/config';
import { ROOT, spawnServer, type ChildServer } from '../support/childServer';
import { CADDY_PATH as CADDY } from '../support/testMachine';
import { SEARCH_CSP, SECURITY_HEADERS } from '../../built-site/responseHeaders';
import {
  FAKE_SITE,
  formBody,
  makeFakeBuild,
  makeTempDir,
  removeTempDirs,
  validRequest,
  waitFor,
} from './support/fixtures';
import { expectSecurityHeaders, rawRequest, type RawAnswer } from './support/rawHttp';
import { findFreePort } from './support/smtp';
import { queryStore } from './support/storeSql';

const DEPLOY = path.join(ROOT, 'deploy');
/** Added to the shipped file's global options, and nothing else. */
const OFFLINE_OPTIONS = ['admin off', 'local_certs', 'skip_install_trust', 'default_bind 127.0.0.1'];
const SITE_HOST = 'localhost';

/** KEY=VALUE lines of an environment file as systemd reads them: comments aside, quotes removed. */
function readEnvFile(file: string): Record<string, string> {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const pairs = lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => line.split(/=(.*)/s, 2));
  return Object.fromEntries(pairs.map(([name = '', value = '']) => [name, value.replace(/^"(.*)"$/, '$1')]));
}

const SITE_ENV = readEnvFile(path.join(DEPLOY, 'site.env'));

/** The shipped Caddyfile with the offline options first in its global options block. */
function offlineCaddyfile(): string {
  const shipped = fs.readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8');
  const globalOptions = /^\{\n/m;
  expect(shipped, 'deploy/Caddyfile starts with a global options block').toMatch(globalOptions);
  return shipped.replace(globalOptions, `{\n${OFFLINE_OPTIONS.map((option) => `\t${option}\n`).join('')}`);
}

interface Caddy {
  httpPort: number;
  httpsPort: number;
  /** Caddy's own root certificate, which signed the site's. */
  rootCertificate: Buffer;
  output: () => string;
  stop: () => Promise<void>;
}

async function startCaddy(sitePort: number, distDir: string): Promise<Caddy> {
  const dir = makeTempDir('caddy-');
  const config = path.join(dir, 'Caddyfile');
  fs.writeFileSync(config, offlineCaddyfile());
  const httpPort = await findFreePort();
  let httpsPort = await findFreePort();
  while (httpsPort === httpPort) httpsPort = await findFreePort();
  const child = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', config], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      SITE_HOST,
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      SITE_PORT: String(sitePort),
      DIST_DIR: distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
    await exited;
  };
  const rootFile = path.join(dir, 'data/caddy/pki/authorities/local/root.crt');
  try {
    const running = () => {
      if (child.exitCode !== null) throw new Error(`Caddy exited (${child.exitCode})`);
      return true;
    };
    // Caddy writes its root certificate as it starts: read again on each try, in case it was half-written.
    const caddy = { httpPort, httpsPort, rootCertificate: Buffer.alloc(0), output: () => output, stop };
    const answersWithRoot = async () => {
      if (!fs.existsSync(rootFile)) return false;
      caddy.rootCertificate = fs.readFileSync(rootFile);
      return (await viaHttps(caddy, 'GET', '/healthz').catch(() => undefined))?.status === 200;
    };
    await waitFor(async () => running() && (await answersWithRoot()), 20_000, 'the site through Caddy');
    return caddy;
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\nCaddy said:\n${output}`);
  }
}

interface Sent {
  /** The visitor's own address: a loopback address of its own, as another machine would have. */
  from?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A request to the site's host through Caddy's HTTPS port, checked against Caddy's own root: its status and headers. */
function viaHttps(caddy: Caddy, method: string, urlPath: string, sent: Sent = {}) {
  const request = https.request({
    host: '127.0.0.1',
    port: caddy.httpsPort,
    servername: SITE_HOST,
    ca: caddy.rootCertificate,
    localAddress: sent.from,
    agent: false,
    method,
    path: urlPath,
    headers: { Host: `${SITE_HOST}:${caddy.httpsPort}`, ...sent.headers },
  });
  return new Promise<RawAnswer>((resolve, reject) => {
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(sent.body);
  });
}

let server: ChildServer;
let caddy: Caddy;
let dataDir: string;
let distDir: string;

beforeAll(async () => {
  expect(fs.existsSync(CADDY), `${CADDY} (apt-get install caddy)`).toBe(true);
  dataDir = makeTempDir('data-');
  // Inside the project, as a build is: the compiled server finds its packages in the node_modules/
  // above it. With a search page, whose CSP alone lets WebAssembly run, and the contact page the
  // server fills in.
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  distDir = fs.mkdtempSync(path.join(ROOT, 'test-results', 'caddy-front-build-'));
  const fakeBuild = makeFakeBuild(
    { ...FAKE_SITE, searchPath: '/search' },
    {
      'search/index.html': '<h1>Search</h1>',
      'contact/index.html': '<form method="post"></form>',
      'site.webmanifest': '{"name":"Site"}',
    },
  );
  fs.cpSync(fakeBuild, distDir, { recursive: true });
  await compileServer(distDir);
  // deploy/site.env as shipped, but on a free port, with this test's folders, mail written to
  // files instead of to the template's example server, and one accepted request per visitor.
  server = spawnServer(
    {
      ...SITE_ENV,
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SMTP_URL: '',
      RATE_LIMIT_MAX: '1',
      FORM_MIN_SECONDS: '0',
    },
    { script: 'node dist/node/start.js' },
  );
  const sitePort = Number(new URL(await server.ready).port);
  caddy = await startCaddy(sitePort, distDir);
});

afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
  removeTempDirs();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('deploy/Caddyfile in front of npm start', () => {
  it('redirects plain HTTP to the same address over HTTPS, permanently', async () => {
    const answer = await rawRequest(`http://127.0.0.1:${caddy.httpPort}`, '/who-we-are?from=http', {
      headers: { Host: `${SITE_HOST}:${caddy.httpPort}` },
    });
    expect(answer.status).toBe(308);
    // Caddy names no port in the redirect when HTTPS is on its https_port (443 on the server).
    expect(answer.headers.location).toBe(`https://${SITE_HOST}/who-we-are?from=http`);
  });

  it('serves the site over HTTPS with HSTS and every security header, on pages, misses and refusals', async () => {
    const answers = {
      page: await viaHttps(caddy, 'GET', '/who-we-are'),
      missing: await viaHttps(caddy, 'GET', '/no-such-page'),
      health: await viaHttps(caddy, 'GET', '/healthz'),
      refused: await viaHttps(caddy, 'PUT', CONSULTATION_ENDPOINT),
    };
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 404, 200, 405]);
    for (const answer of Object.values(answers)) expectSecurityHeaders(answer);
    expect(answers.page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("counts a form post under the visitor's address, which the visitor cannot choose", async () => {
    const origin = `https://${SITE_HOST}:${caddy.httpsPort}`;
    const postFrom = (from: string, headers: Record<string, string> = {}) =>
      viaHttps(caddy, 'POST', CONSULTATION_ENDPOINT, {
        from,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers },
        body: formBody(validRequest()),
      });
    const rateLimited = '/contact/errors?reason=rate-limited';

    // Caddy reaches the server from one address; each visitor counts alone all the same.
    const first = await postFrom('127.0.0.2');
    expect([first.status, first.headers.location]).toEqual([303, THANK_YOU_PATH]);
    expectSecurityHeaders(first);
    expect((await postFrom('127.0.0.3')).headers.location).toBe(THANK_YOU_PATH);
    expect((await postFrom('127.0.0.2')).headers.location).toBe(rateLimited);
    // A visitor who writes another address in X-Forwarded-For is still counted under its own.
    expect((await postFrom('127.0.0.3', { 'X-Forwarded-For': '203.0.113.9' })).headers.location).toBe(rateLimited);

    expect(await queryStore({ dataDir }, 'SELECT count(*) AS n FROM consultation_requests')).toEqual([{ n: 2 }]);
  });
});

describe('Caddy serves the built site from dist/client itself', () => {
  /** What the server answers for the same request, on its own port. */
  const direct = (urlPath: string, headers: Record<string, string> = {}) =>
    rawRequest(server.url, urlPath, { headers });
  const SAME_HEADERS = [
    ...Object.keys(SECURITY_HEADERS),
    'Cache-Control',
    'Content-Type',
    'Content-Encoding',
    'Location',
  ];
  const expectSameHeaders = (through: RawAnswer, served: RawAnswer) => {
    // `text/html;charset=utf-8` (sirv) is `text/html; charset=utf-8` (Caddy): the same type.
    const value = (answer: RawAnswer, name: string) =>
      answer.headers[name.toLowerCase()]?.toString().replace('; ', ';');
    // A redirect's type and caching are those of its courtesy body, which each words its own way.
    const names = served.status === 200 ? SAME_HEADERS : [...Object.keys(SECURITY_HEADERS), 'Location'];
    for (const name of names) expect(value(through, name), name).toBe(value(served, name));
  };

  it.each([
    ['a page, its brotli copy', '/who-we-are', { 'Accept-Encoding': 'br' }],
    ['a page, its gzip copy', '/who-we-are', { 'Accept-Encoding': 'gzip' }],
    ['a hashed asset, kept a year', '/assets/entries/app.abc123.js', {}],
    ['the search page, with its own CSP', '/search', {}],
    ["an alias, redirected with the visitor's query", '/attorneys?from=card', {}],
    ['an alias without a query', '/attorneys', {}],
    ['the web app manifest, with its type', '/site.webmanifest', {}],
  ])('%s: the same status, body and headers as the server sends', async (_, urlPath, headers) => {
    const [through, served] = [await viaHttps(caddy, 'GET', urlPath, { headers }), await direct(urlPath, headers)];
    expect(through.status).toBe(served.status);
    if (served.status === 200) expect(through.body.toString()).toBe(served.body.toString());
    expectSameHeaders(through, served);
  });

  it('leaves to the server what it answers itself: the form, its errors named, other spellings, misses', async () => {
    for (const urlPath of [
      '/contact',
      '/contact/errors?reason=rate-limited',
      '/WHO-WE-ARE',
      '/who-we-are/',
      '/nope',
      '/assets',
    ]) {
      const [through, served] = [await viaHttps(caddy, 'GET', urlPath), await direct(urlPath)];
      expect([urlPath, through.status, through.body.toString()]).toEqual([
        urlPath,
        served.status,
        served.body.toString(),
      ]);
      expectSameHeaders(through, served);
    }
  });
});

describe("with the site's server stopped (a restart, a deploy, a crash)", () => {
  beforeAll(async () => {
    await server.stop();
    await waitFor(async () => (await viaHttps(caddy, 'GET', '/healthz')).status === 503, 20_000, 'the server gone');
  });

  it('every page still answers 200 through Caddy, with its security headers (the search page its own CSP)', async () => {
    for (const urlPath of [...FAKE_SITE.pages, '/contact']) {
      const answer = await viaHttps(caddy, 'GET', urlPath);
      expect([urlPath, answer.status]).toEqual([urlPath, 200]);
      expectSecurityHeaders(answer);
    }
    const search = await viaHttps(caddy, 'GET', '/search');
    expect([search.status, search.headers['content-security-policy']]).toEqual([200, SEARCH_CSP]);
  });

  it("the form's post gets a plain page saying to try again or call", async () => {
    const answer = await viaHttps(caddy, 'POST', CONSULTATION_ENDPOINT, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formBody(validRequest()),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toContain('Please try again in a few minutes, or call us.');
    expectSecurityHeaders(answer);
  });
});

describe('the shipped files agree', () => {
  it('deploy/site.env is valid and trusts the one proxy, Caddy', () => {
    const config = readConfig(SITE_ENV);
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.SMTP_URL).toMatch(/^smtps:\/\//);
    expect(config.MAIL_FROM).toBe('Website <no-reply@your-firm.ca>');
  });

  it("deploy/Caddyfile, as Caddy reads it on the server, proxies to site.env's address with Let's Encrypt certificates", () => {
    const adapted = spawnSync(CADDY, ['adapt', '--adapter', 'caddyfile', '--config', path.join(DEPLOY, 'Caddyfile')], {
      env: { PATH: process.env.PATH, HOME: makeTempDir('caddy-'), SITE_HOST: 'www.your-firm.ca', DIST_DIR: distDir },
      encoding: 'utf8',
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    const json = JSON.parse(adapted.stdout) as { apps: { http: { servers: Record<string, unknown> }; tls?: unknown } };
    expect(json.apps.tls, 'no tls policy: automatic HTTPS from a public CA').toBeUndefined();
    const server = JSON.stringify(json.apps.http.servers);
    expect(server).toContain('"listen":[":443"]');
    expect(server).toContain('"host":["www.your-firm.ca"]');
    expect(server).toContain(`"dial":"${SITE_ENV.HOST}:${SITE_ENV.PORT}"`);
  });

  it("deploy/site.service runs npm start's compiled server as its own user, restarts it, and lets it write DATA_DIR alone", () => {
    const unit = fs.readFileSync(path.join(DEPLOY, 'site.service'), 'utf8');
    const directive = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(unit)?.[1];
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(directive('ExecStart')).toBe('/usr/bin/node dist/node/start.js');
    expect(scripts.start).toMatch(/&& exec node "\$\{DIST_DIR:-dist\}\/node\/start\.js"$/);
    expect(directive('User')).toMatch(/^(?!root$)\w+$/);
    expect(directive('Restart')).toMatch(/^(always|on-failure)$/);
    expect(directive('ProtectSystem')).toBe('strict');
    expect(directive('ReadWritePaths')).toBe(SITE_ENV.DATA_DIR);
    expect(directive('EnvironmentFile')).toBe('/etc/site/site.env');
  });
});

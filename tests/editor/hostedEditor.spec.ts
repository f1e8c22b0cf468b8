/**
 * The visual editor hosted by the production server: `npm run build` with the editor's GitHub
 * settings bundles it beside the fixture site, and `npm start`'s server serves it at /keystatic
 * only while those settings are given. Signing in itself needs GitHub (no network here): the
 * test follows the browser up to GitHub's authorize address and no further.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT, spawnServer, type ChildServer } from '../support/childServer';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';
import { GITHUB_EDITOR_SETTINGS as GITHUB_SETTINGS } from '../support/githubEditorSettings';

const BUILD_DIR = path.join(ROOT, 'test-results/editor-hosted-build');
const DATA_DIR = path.join(ROOT, 'test-results/editor-hosted-data');

const NO_GITHUB_SETTINGS = Object.fromEntries(Object.keys(GITHUB_SETTINGS).map((name) => [name, '']));

const servers: ChildServer[] = [];

test.beforeAll(() => {
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...GITHUB_SETTINGS, CONTENT_DIR: FIXTURE_CONTENT_DIR, DIST_DIR: BUILD_DIR },
    encoding: 'utf8',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  expect(build.stdout).toMatch(/editor: bundled by Vite/);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

async function startSite(settings: Record<string, string>): Promise<ChildServer> {
  const server = spawnServer(
    // npm start builds again unless the content is the one the build was made from.
    { DIST_DIR: BUILD_DIR, DATA_DIR, CONTENT_DIR: FIXTURE_CONTENT_DIR, ...settings },
    { script: 'npm start' },
  );
  servers.push(server);
  await server.ready;
  return server;
}

/** Every address the editor answers at, its bundle's script included. */
function editorPaths(): string[] {
  const script = fs.readdirSync(path.join(BUILD_DIR, 'editor')).find((file) => file.endsWith('.js'));
  return [
    '/keystatic',
    '/keystatic/collection/articles',
    `/keystatic/assets/${script}`,
    '/api/keystatic/github/login',
    '/api/keystatic/github/oauth/callback?code=x',
    '/api/keystatic/tree',
  ];
}

/** The CSP refusals and script errors of a page, as they happen. */
function watchRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  page.on('pageerror', (error) => refusals.push(error.message));
  return refusals;
}

test('without the GitHub settings the production server has no editor: 404 on every editor path', async () => {
  const site = await startSite(NO_GITHUB_SETTINGS);
  for (const urlPath of editorPaths()) {
    const response = await fetch(`${site.url}${urlPath}`, { redirect: 'manual' });
    expect(response.status, urlPath).toBe(404);
  }
});

test('a missing or malformed setting stops start-up with one line naming it', async () => {
  const cases: [Record<string, string>, string][] = [
    [
      { ...GITHUB_SETTINGS, KEYSTATIC_GITHUB_CLIENT_SECRET: '' },
      "Configuration error: KEYSTATIC_GITHUB_CLIENT_SECRET is missing: the editor's GitHub mode needs it with KEYSTATIC_GITHUB_REPO, KEYSTATIC_GITHUB_APP_SLUG, KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_SECRET (docs/settings.md)",
    ],
    [
      { ...GITHUB_SETTINGS, KEYSTATIC_SECRET: 'short' },
      'Configuration error: KEYSTATIC_SECRET must be at least 32 characters without spaces: e.g. the output of openssl rand -hex 32',
    ],
  ];
  for (const [settings, line] of cases) {
    const server = spawnServer({ DIST_DIR: BUILD_DIR, DATA_DIR, ...settings });
    expect(await server.exited).toBe(1);
    expect(server.output()).toBe(`${line}\n`);
  }
});

test('with the settings, the editor page loads with no CSP refusal, and signing in goes to GitHub with the App and the site’s callback', async ({
  page,
}) => {
  // Behind Caddy (deploy/Caddyfile) the server trusts one proxy, which says the visitor used HTTPS.
  const site = await startSite({ ...GITHUB_SETTINGS, TRUST_PROXY: '1' });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-Proto': 'https' });
  const refusals = watchRefusals(page);
  const requestsElsewhere: string[] = [];
  // Any request to another host is noted (and answered here: there is no network).
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => {
    requestsElsewhere.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>GitHub</p>' });
  });

  const response = await page.goto(`${site.url}/keystatic`);
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self' https://api.github.com");
  const signIn = page
    .getByRole('link', { name: 'Log in with GitHub' })
    .or(page.getByRole('button', { name: 'Log in with GitHub' }));
  await expect(signIn).toBeVisible({ timeout: 60_000 });
  expect(refusals).toEqual([]);
  // The page asked no other host for anything (no web fonts, nothing of GitHub before signing in).
  expect(requestsElsewhere).toEqual([]);

  // The sign-in answers with a redirect to GitHub: a redirect's target is seen as a request (no
  // route answers it; with no network, the browser stops there).
  const toGitHub = page.waitForRequest((request) => request.url().startsWith('https://github.com/'));
  await signIn.click();
  const authorize = new URL((await toGitHub).url());
  expect(`${authorize.origin}${authorize.pathname}`).toBe('https://github.com/login/oauth/authorize');
  expect(authorize.searchParams.get('client_id')).toBe(GITHUB_SETTINGS.KEYSTATIC_GITHUB_CLIENT_ID);
  // The callback is the site's public address (SITE_URL at build time), never the Host header's.
  const { siteUrl } = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'site.json'), 'utf8')) as { siteUrl: string };
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    new URL('/api/keystatic/github/oauth/callback', siteUrl).href,
  );
  expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);

  // The site's own pages keep the strict policy.
  const home = await fetch(`${site.url}/`);
  expect(home.headers.get('content-security-policy')).toContain("style-src 'self';");
});

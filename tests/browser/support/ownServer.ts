/** A server of the fixture build for one spec file, and pages it serves with a form token of a chosen age. */
import fs from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { FORM_TOKEN_FIELD } from '../../../consultation-request/formToken';
import { ROOT, spawnServer, type ChildServer } from '../../support/childServer';
import { FIXTURE_BUILD_DIR } from '../../support/fixtureSite';

/**
 * A server of the fixture build with `settings` (a token secret, a minimum age) for the calling file's
 * tests, run one after another. Its store is a folder of its own, made and removed by the hooks alone:
 * Playwright loads the file in every worker and in its runner, and another run may be under way beside it.
 */
export function serverOfTheFile(settings: Record<string, string>) {
  const own = {} as { server: ChildServer; dataDir: string };
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    const parent = path.join(ROOT, 'test-results/e2e-data');
    fs.mkdirSync(parent, { recursive: true });
    own.dataDir = fs.mkdtempSync(path.join(parent, 'own-server-'));
    own.server = spawnServer({
      DIST_DIR: FIXTURE_BUILD_DIR,
      DATA_DIR: own.dataDir,
      RATE_LIMIT_MAX: '1000',
      ...settings,
    });
    await own.server.ready;
  });
  test.afterAll(async () => {
    await own.server.stop();
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  });
  return own;
}

/** Serves the page at `url` as the server does, but with the form token `token()` in place of the one it issued. */
export async function serveWithToken(page: Page, url: string, token: () => string) {
  await page.route(url, async (route) => {
    const served = await (await route.fetch()).text();
    const body = served.replace(new RegExp(`(name="${FORM_TOKEN_FIELD}" value=")[^"]*"`), `$1${token()}"`);
    await route.fulfill({ status: 200, contentType: 'text/html', body });
  });
}

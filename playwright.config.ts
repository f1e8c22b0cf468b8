import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from './lib/chromium';
import { FIXTURE_BUILD_DIR, FIXTURE_E2E_DATA_DIR } from './tests/support/fixtureSite';
import { freePort } from './tests/support/freePort';

// Chosen once, when the runner reads this file; its workers read it again and inherit the ports.
const FIXTURE_PORT = (process.env.E2E_FIXTURE_PORT ??= String(await freePort()));
const REAL_PORT = (process.env.E2E_REAL_PORT ??= String(await freePort()));
const SITE = process.env.E2E_SITE;
const url = (port: string) => `http://127.0.0.1:${port}`;

/** Tests send the form faster than any person: a form token of any age (form-token.spec.ts runs its own server). */
function productionServer(port: string, buildDir: string, dataDir: string, script = 'server/start.ts') {
  return {
    command: `node --import tsx ${script}`,
    url: `${url(port)}/healthz`,
    // The fixture's server builds first when the run has no fixture build yet.
    timeout: 300_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DIST_DIR: buildDir,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000',
      FORM_MIN_SECONDS: '0',
    },
  };
}

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  // Deadlines for a hang, not speed targets: at a load of 20 on 2 cores a page load alone took over
  // 30 s, and a passing test ends as soon as it can anyway.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: { browserName: 'chromium', launchOptions: TEST_CHROMIUM_LAUNCH_OPTIONS },
  projects: [
    {
      // Every behaviour of the site, on the frozen fixture content (built once per run: tests/support/fixtureSite.ts).
      name: 'behaviour',
      testDir: 'tests/browser',
      testIgnore: 'real-content/**',
      use: { baseURL: url(FIXTURE_PORT) },
    },
    {
      // The real content/ (npm run build; `npm run test:slow`): every page passes axe.
      name: 'real-content',
      testDir: 'tests/browser/real-content',
      use: { baseURL: url(REAL_PORT) },
    },
    {
      // npm run check:launch-copy only: the real content against the specification's launch copy.
      name: 'launch-copy',
      testDir: 'tests/launch-copy',
      use: { baseURL: url(REAL_PORT) },
    },
  ],
  // Which build a run serves (E2E_SITE): `npm test` the fixture's, `npm run test:slow` and the
  // launch-copy check the real one; a run that names neither starts both.
  webServer: [
    ...(SITE === 'real'
      ? []
      : [productionServer(FIXTURE_PORT, FIXTURE_BUILD_DIR, FIXTURE_E2E_DATA_DIR, 'tests/support/fixtureServer.ts')]),
    ...(SITE === 'fixture' ? [] : [productionServer(REAL_PORT, 'dist', 'test-results/e2e-data/real')]),
  ],
});

import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from './lib/chromium';
import { FIXTURE_BUILD_DIR, FIXTURE_E2E_DATA_DIR } from './tests/support/fixtureSite';

const FIXTURE_PORT = Number(process.env.E2E_PORT ?? 4173);
const REAL_PORT = FIXTURE_PORT + 1;
const url = (port: number) => `http://127.0.0.1:${port}`;

/** Tests send the form faster than any person: a form token of any age (form-token.spec.ts runs its own server). */
function productionServer(port: number, buildDir: string, dataDir: string) {
  return {
    command: 'node --import tsx server/start.ts',
    url: `${url(port)}/healthz`,
    timeout: 60_000,
    env: {
      PORT: String(port),
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
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: { browserName: 'chromium', launchOptions: TEST_CHROMIUM_LAUNCH_OPTIONS },
  projects: [
    {
      // Every behaviour of the site, on the frozen fixture content (npm run build:fixture).
      name: 'behaviour',
      testDir: 'tests/browser',
      testIgnore: 'real-content/**',
      use: { baseURL: url(FIXTURE_PORT) },
    },
    {
      // The real content/ (npm run build): every page passes axe.
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
  // check:launch-copy needs only the real build (E2E_REAL_ONLY), so it never waits for the fixture's.
  webServer: [
    ...(process.env.E2E_REAL_ONLY ? [] : [productionServer(FIXTURE_PORT, FIXTURE_BUILD_DIR, FIXTURE_E2E_DATA_DIR)]),
    productionServer(REAL_PORT, 'dist', 'test-results/e2e-data/real'),
  ],
});

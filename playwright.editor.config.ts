/**
 * The visual editor's browser test (`npm run test:editor`): tests/editor/ starts its own dev
 * server on a copy of the fixture content, so it needs no build and never touches content/.
 */
import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from './lib/chromium';

export default defineConfig({
  testDir: 'tests/editor',
  workers: 1,
  // Vite prepares Keystatic's modules on the first visit: tens of seconds on 2 cores.
  timeout: 180_000,
  // The dev server re-checks the content after each save before it serves the change: seconds
  // on 2 busy cores, more than the 5 s an expectation waits by default.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-editor.json' }]],
  outputDir: 'test-results/playwright-editor',
  use: { browserName: 'chromium', launchOptions: TEST_CHROMIUM_LAUNCH_OPTIONS },
});

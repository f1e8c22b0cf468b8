/** `npm run test:editor`: tests/editor/ starts its own dev server on a copy of the fixture content. */
import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from './lib/chromium';

export default defineConfig({
  testDir: 'tests/editor',
  // One dev server at a time: two starting together in one checkout race on the files Vike writes
  // beside the pages (`+route.ts.build-*.mjs`), and one of them never answers.
  workers: 1,
  // Vite prepares Keystatic's modules on the first visit: tens of seconds on 2 cores.
  timeout: 180_000,
  // The dev server re-checks the content after each save: seconds on 2 busy cores, and past 30 s
  // at a load of 20 (a portrait's save reaching its file).
  expect: { timeout: 90_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-editor.json' }]],
  outputDir: 'test-results/playwright-editor',
  use: { browserName: 'chromium', launchOptions: TEST_CHROMIUM_LAUNCH_OPTIONS },
});

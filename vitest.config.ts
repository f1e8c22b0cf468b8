import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node, without the Vike plugin (it is for page builds only).
export default defineConfig({
  // Components render in some tests; their .css.ts files need the plugin.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/content/**/*.test.ts'],
    environment: 'node',
    // The run's own PostgreSQL database: the store's suites run on SQLite and on PostgreSQL.
    globalSetup: ['tests/support/postgresGlobalSetup.ts'],
    // Tests of behaviour read the frozen fixture content, never the editors' content/.
    env: { CONTENT_DIR: 'tests/fixtures/content' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests start real servers and SQLite files; two workers match this machine's two cores.
    maxWorkers: 2,
  },
});

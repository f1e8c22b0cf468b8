import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Three projects, one per kind of test, each runnable alone (`npm run test:unit`, `test:server`,
 * `test:content`) and all three together in one run (`npx vitest run`, which `npm test` starts):
 * - unit: functions and components in this process; no server, no PostgreSQL; seconds.
 * - server: the real server, SQLite files, a real PostgreSQL (a throwaway database per run) and
 *   real SMTP servers.
 * - content: copies of the project built and served as editors and the firm use them.
 * They run in Node, without the Vike plugin (it is for page builds only).
 */
export default defineConfig({
  // Components render in some tests; their .css.ts files need the plugin.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    // Tests of behaviour read the frozen fixture content, never the editors' content/.
    env: { CONTENT_DIR: 'tests/fixtures/content' },
    // Vitest's default on a 2-core machine is one file at a time; the server tests spend much of
    // their time waiting on sockets, timers and child servers, so two files share the cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The run's own PostgreSQL database: the store's suites run on SQLite and on PostgreSQL.
          globalSetup: ['tests/support/postgresGlobalSetup.ts'],
        },
      },
      { extends: true, test: { name: 'content', include: ['tests/content/**/*.test.ts'] } },
    ],
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const KEYSTATIC = new URL('node_modules/@keystatic/core/dist', import.meta.url).pathname;

export default defineConfig({
  // Components render in some tests; their .css.ts files need the plugin. Not Vike's: it is for page builds only.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    // Tests of behaviour read the frozen fixture content, never the editors' content/.
    env: { CONTENT_DIR: 'tests/fixtures/content' },
    // The server tests mostly wait on sockets, timers and child servers: two files share the 2 cores.
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
          globalSetup: ['tests/support/postgresGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        // Keystatic's Node build leaves out the body's parse and serialize: tests/support/editorLayout.ts runs its browser build.
        resolve: {
          alias: [
            { find: /^@keystatic\/core$/, replacement: `${KEYSTATIC}/keystatic-core.js` },
            {
              find: /^@keystatic\/core\/content-components$/,
              replacement: `${KEYSTATIC}/keystatic-core-content-components.js`,
            },
          ],
        },
        test: { name: 'content', include: ['tests/content/**/*.test.ts'] },
      },
    ],
  },
});

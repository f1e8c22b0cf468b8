import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const KEYSTATIC = new URL('node_modules/@keystatic/core/dist', import.meta.url).pathname;

/**
 * `npm run test:slow`: the tests that copy the whole project and build it from scratch, as an
 * editor's or a developer's change meets it (the editors' guide followed end to end, the build's
 * kept bundle and pictures, a build that fails half-way, the dev server's live content, npm start with no content/). CI runs
 * them beside `npm test` on every pull request.
 */
const SLOW = [
  'tests/content/addPracticeArea.test.ts',
  'tests/content/buildCache.test.ts',
  'tests/content/buildSafety.test.ts',
  'tests/content/devServer.test.ts',
  'tests/content/editorChanges.test.ts',
  'tests/content/englishOnly.test.ts',
  'tests/content/pageReasons.test.ts',
  'tests/content/previewBase.test.ts',
  'tests/content/publishedPictures.test.ts',
  'tests/content/serverFromBuild.test.ts',
  'tests/content/thirdLanguage.test.ts',
];

/**
 * Tests that read the fixture build, made once per run by this global set-up and shared with Playwright:
 * `npm run screenshots`, a developer's tool that drives the full Chromium, runs with `npm run test:slow`.
 */
const ON_THE_FIXTURE_BUILD = ['tests/content/screenshots.test.ts'];

// Keystatic's Node build leaves out the body's parse and serialize: tests/support/editorLayout.ts runs its browser build.
const KEYSTATIC_BROWSER_BUILD = {
  alias: [
    { find: /^@keystatic\/core$/, replacement: `${KEYSTATIC}/keystatic-core.js` },
    {
      find: /^@keystatic\/core\/content-components$/,
      replacement: `${KEYSTATIC}/keystatic-core-content-components.js`,
    },
  ],
};

export default defineConfig({
  // Components render in some tests; their .css.ts files need the plugin. Not Vike's: it is for page builds only.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    // Tests of behaviour read the frozen fixture content, never the editors' content/.
    env: { CONTENT_DIR: 'tests/fixtures/content' },
    // The server tests mostly wait on sockets, timers and child servers: two files share the 2 cores.
    maxWorkers: 2,
    // Each worker imports the server, the checker and their libraries once, not once per file: the
    // import phase fell from 78 s to 34 s. Every file closes what it opens and puts back what it
    // changes (timers, fetch); none mocks a module or sets process.env.
    isolate: false,
    // A deadline for a hang, not a speed target: at a load of 16 on 2 cores a tool's run or a server's
    // start takes several times its quiet time, and a passing test ends as soon as it can anyway.
    testTimeout: 120_000,
    hookTimeout: 180_000,
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
        resolve: KEYSTATIC_BROWSER_BUILD,
        test: {
          name: 'content',
          include: ['tests/content/**/*.test.ts'],
          exclude: [...SLOW, ...ON_THE_FIXTURE_BUILD],
        },
      },
      {
        extends: true,
        test: { name: 'built', include: ON_THE_FIXTURE_BUILD, globalSetup: ['tests/support/fixtureSite.ts'] },
      },
      {
        extends: true,
        resolve: KEYSTATIC_BROWSER_BUILD,
        // A build of a copy takes tens of seconds alone, minutes beside the rest.
        test: { name: 'slow', include: SLOW, testTimeout: 300_000, hookTimeout: 900_000 },
      },
    ],
  },
});

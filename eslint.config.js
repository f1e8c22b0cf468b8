// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The feature folders and what each may not import (ARCHITECTURE.md explains the layers).
 * A pattern names a folder of this repository wherever the import climbs from.
 */
const FOLDERS = {
  components: '**/components/**',
  pages: '**/pages/**',
  pageData: '**/page-data/**',
  renderer: '**/renderer/**',
  server: '**/server/**',
  contentPipeline: '**/content-pipeline/**',
  build: '**/build/**',
  buildOutput: '**/build-output/**',
};
const UI = [FOLDERS.components, FOLDERS.pages, FOLDERS.pageData, FOLDERS.renderer];

/**
 * One `no-restricted-imports` block: files of a layer may not import the given folders.
 * @param {string[]} files
 * @param {string[]} forbidden
 * @param {string} why
 * @param {string[]} [ignores]
 * @returns {import('typescript-eslint').ConfigWithExtends}
 */
function boundary(files, forbidden, why, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist*/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One import-specifier style: relative imports name modules without an extension.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^\\.{1,2}\\/.*\\.(js|ts|tsx)$/]',
          message: 'Import relative modules without a file extension.',
        },
      ],
    },
  },
  boundary(
    ['consultation-request/**'],
    [...UI, FOLDERS.server, FOLDERS.contentPipeline, FOLDERS.build, FOLDERS.buildOutput, 'node:*'],
    'consultation-request/ is bundled into the browser and run by the server: it imports only itself and plain libraries.',
  ),
  boundary(
    ['lib/**'],
    [...UI, FOLDERS.server, FOLDERS.contentPipeline, FOLDERS.build, FOLDERS.buildOutput, '**/consultation-request/**'],
    'lib/ holds small helpers every layer may use: it imports nothing of ours.',
  ),
  boundary(
    ['build-output/**'],
    [...UI, FOLDERS.server, FOLDERS.contentPipeline, FOLDERS.build],
    'build-output/ is what the build tells the server: it may use consultation-request/ and nothing else of ours.',
  ),
  boundary(
    ['content-pipeline/**', 'build/**'],
    [...UI, FOLDERS.server],
    'Content and build code never import UI components or the server.',
  ),
  boundary(
    ['server/**'],
    [...UI, FOLDERS.contentPipeline, FOLDERS.build],
    'The server runs from the build (build-output/, consultation-request/): it never imports UI components or reads content.',
    // The dev server is the one place that reads content/ live (server/dev.ts explains why).
    ['server/dev.ts'],
  ),
  boundary(['server/dev.ts'], UI, 'The dev server renders pages through Vike, never by importing UI components.'),
  boundary(
    ['components/**', 'pages/**', 'page-data/**', 'renderer/**'],
    [FOLDERS.server, FOLDERS.build],
    'Pages and components never import the server or the build pipeline.',
  ),
  {
    files: ['public/scripts/*.js'],
    languageOptions: {
      globals: { document: 'readonly', location: 'readonly', console: 'readonly', HTMLElement: 'readonly' },
    },
  },
);

// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The feature folders and what each may not import (ARCHITECTURE.md explains the layers).
 * A pattern names a folder of this repository wherever the import climbs from.
 * @param {...string} names
 */
const folders = (...names) => names.map((name) => `**/${name}/**`);
const UI = folders('components', 'pages', 'page-data', 'renderer');
/** Every folder of ours that builds on lib/ and the words it holds, messages/. */
const ABOVE_THE_LEAVES = [
  ...UI,
  ...folders('server', 'content-pipeline', 'build', 'built-site', 'consultation-request', 'editor'),
];

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
    [...UI, ...folders('server', 'content-pipeline', 'build', 'built-site'), 'node:*'],
    'consultation-request/ is bundled into the browser and run by the server: it imports only lib/languages and plain libraries.',
  ),
  boundary(
    ['messages/**'],
    [...ABOVE_THE_LEAVES, ...folders('lib'), 'node:*'],
    "messages/ holds the words a translator edits: it imports nothing, so the languages' record in lib/ may hold it.",
  ),
  boundary(
    ['lib/**'],
    ABOVE_THE_LEAVES,
    "lib/ holds small helpers every layer may use: it imports nothing of ours but the words of messages/, which the languages' record holds.",
  ),
  boundary(
    ['built-site/**'],
    [...UI, ...folders('server', 'content-pipeline', 'build')],
    'built-site/ is what the build tells the server: it may use consultation-request/ and nothing else of ours.',
  ),
  boundary(
    ['content-pipeline/**', 'build/**'],
    [...UI, ...folders('server', 'editor')],
    'Content and build code never import UI components, the server or the visual editor.',
  ),
  boundary(
    ['editor/**'],
    [...UI, ...folders('server', 'build', 'built-site')],
    'The visual editor is built from content-pipeline/ (schema, registry, checker): it never imports UI components, the server or the build.',
  ),
  boundary(
    ['server/**'],
    [...UI, ...folders('content-pipeline', 'build', 'editor')],
    'The server runs from the build (built-site/, consultation-request/): it never imports UI components or reads content.',
    // The dev server is the one place that reads content/ live and mounts the editor (server/dev.ts);
    // the production server mounts the hosted editor (server/start.ts).
    ['server/dev.ts', 'server/start.ts'],
  ),
  boundary(
    ['server/start.ts'],
    [...UI, ...folders('content-pipeline', 'build')],
    'The production server runs from the build: it mounts the hosted editor, never reads content.',
  ),
  boundary(['server/dev.ts'], UI, 'The dev server renders pages through Vike, never by importing UI components.'),
  boundary(
    ['components/**', 'pages/**', 'page-data/**', 'renderer/**'],
    folders('server', 'build', 'editor'),
    'Pages and components never import the server, the build pipeline or the visual editor.',
  ),
  {
    files: ['public/scripts/*.js'],
    languageOptions: {
      globals: { document: 'readonly', location: 'readonly', console: 'readonly', HTMLElement: 'readonly' },
    },
  },
);

/**
 * Where the tests' own site lives: the frozen fixture content (tests/fixtures/content) and the
 * build made from it. Tests of behaviour read these, never the real content/ or dist/.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const FIXTURE_CONTENT_DIR = path.join(ROOT, 'tests/fixtures/content');

/** `npm run build:fixture` writes here (the browser tests serve it). */
export const FIXTURE_BUILD_DIR = path.join(ROOT, 'test-results/fixture-build');

/** Where the browser tests' server of the fixture build keeps its requests. */
export const FIXTURE_E2E_DATA_DIR = path.join(ROOT, 'test-results/e2e-data/fixture');

/** The prerendered pages and files of the fixture build. */
export const FIXTURE_CLIENT_DIR = path.join(FIXTURE_BUILD_DIR, 'client');

/** The file a static host would send for a path of the fixture build. */
export function fixtureBuildFile(urlPath: string): string {
  if (path.extname(urlPath)) return path.join(FIXTURE_CLIENT_DIR, urlPath);
  return path.join(FIXTURE_CLIENT_DIR, urlPath, 'index.html');
}

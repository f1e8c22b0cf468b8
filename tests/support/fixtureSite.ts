/**
 * Where the tests' own site lives: the frozen fixture content (tests/fixtures/content) and the
 * build made from it. Tests of behaviour read these, never the real content/ or dist/.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { cleanEnv, ROOT } from './childServer';

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

/** Which run of `npm test` made the fixture build: the runner names each run in TEST_RUN. */
const BUILT_BY = path.join(FIXTURE_BUILD_DIR, 'built-by-test-run');

/**
 * The fixture build, made once per run of `npm test` and shared by Vitest and Playwright (each
 * names this as a global set-up): the first to start builds, the next finds the run's build. Run
 * alone (no TEST_RUN), a runner builds afresh, as the fixture or the code may have changed.
 */
export default async function buildFixtureOnce(): Promise<void> {
  const run = process.env.TEST_RUN;
  if (run && fs.existsSync(BUILT_BY) && fs.readFileSync(BUILT_BY, 'utf8') === run) return;
  const started = performance.now();
  const env = { ...cleanEnv(), CONTENT_DIR: FIXTURE_CONTENT_DIR, DIST_DIR: FIXTURE_BUILD_DIR };
  const build = spawn('npm', ['run', '--silent', 'build'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the fixture build failed:\n${output}`);
  if (run) fs.writeFileSync(BUILT_BY, run);
  console.log(`fixture build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * A failed build never leaves a half-built site to serve: the last good build stays in dist/
 * when the content has an error, and `npm start` rebuilds a build that stopped half-way.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, copyProject, type ProjectCopy, startCopyServer } from '../support/projectCopy';

let project: ProjectCopy;

beforeAll(() => {
  project = copyProject();
  project.build();
}, BUILD_TIMEOUT_MS);

afterAll(() => project?.cleanup());

/** `npm run build` in the copy, printing only what went wrong, with `env` for its environment. */
const buildQuietly = (env = project.env) =>
  spawnSync('npm', ['run', '--silent', 'build'], { cwd: project.dir, encoding: 'utf8', env });

it('keeps the last good build when the content has an error', { timeout: BUILD_TIMEOUT_MS }, () => {
  const home = project.read('dist/client/index.html');
  const about = project.read('content/pages/about.mdx');
  project.write('content/pages/about.mdx', `${about}\nOur rate is {flat} this year.\n`);

  const result = project.buildOutput();
  expect(result.status).toBe(1);
  expect(result.output).toContain('content/pages/about.mdx:');
  expect(result.output).toContain('"{flat}" is code');
  expect(project.read('dist/client/index.html')).toBe(home);
  expect(project.exists('dist/site.json')).toBe(true);
  expect(fs.readdirSync(project.dir).filter((name) => name.startsWith('dist.'))).toEqual([]);
  project.write('content/pages/about.mdx', about);
});

it('refuses a build folder outside the project in one line, exit 1, before any work', () => {
  const outside = path.join(os.tmpdir(), `dist-outside-${process.pid}`);
  const result = buildQuietly({ ...project.env, DIST_DIR: outside });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`build: DIST_DIR (${outside}) must be a folder inside the project`);
  expect(fs.existsSync(`${outside}.building`)).toBe(false);
});

it('rebuilds on start when the build in dist/ stopped half-way', { timeout: BUILD_TIMEOUT_MS }, async () => {
  fs.rmSync(path.join(project.dir, 'dist/client/sitemap.xml'));
  const server = await startCopyServer(project.dir, { script: 'npm start' });
  try {
    expect(server.output()).toContain(
      'npm start: dist/ has no complete build (no client/sitemap.xml): running npm run build first',
    );
    expect(project.exists('dist/client/sitemap.xml')).toBe(true);
    expect((await fetch(`${server.url}/sitemap.xml`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

it(
  'stops at an error in the code with what Vite said, exit 1, and keeps the last good build',
  { timeout: BUILD_TIMEOUT_MS },
  () => {
    const home = project.read('dist/client/index.html');
    const file = 'components/search/searchIds.ts';
    const code = project.read(file);
    project.write(file, `${code}\nexport const unfinished = ;\n`);
    try {
      const result = buildQuietly();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('searchIds.ts');
      expect(result.stderr).toContain('bundle: Vite stopped (exit code 1)');
      expect(project.read('dist/client/index.html')).toBe(home);
      expect(fs.readdirSync(project.dir).filter((name) => name.startsWith('dist.'))).toEqual([]);
    } finally {
      project.write(file, code);
    }
  },
);

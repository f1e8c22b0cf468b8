/**
 * `npm run preview:changes` (and with it the short CI path of a content-only pull request)
 * builds the base commit in a Git worktree beside the checkout, then compares its pages with the
 * branch's. The base must build there, where its packages are found, and land in the folder the
 * comparison reads. The repository is the test's own (a copy of the project with the fixture
 * content, committed once), so the test runs from a source archive without Git history too.
 */
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { readSiteManifest } from '../../built-site/manifest';
import { buildBase, resolveBase } from '../../scripts/preview-changes/baseBuild';
import { BUILD_TIMEOUT_MS, commitAll, copyProject } from '../support/projectCopy';

const project = copyProject();
afterAll(() => project.cleanup());

it('builds a commit of the repository from a worktree into the folder asked for', { timeout: BUILD_TIMEOUT_MS }, () => {
  commitAll(project);
  const distDir = path.join(project.dir, 'base-build');
  const log = path.join(project.dir, 'base-build.log');
  const built = buildBase(resolveBase('HEAD', project.dir), distDir, log, project.dir);
  expect(built, fs.readFileSync(log, 'utf8')).toBe(true);
  expect(fs.existsSync(path.join(distDir, 'client', 'index.html'))).toBe(true);
  expect(readSiteManifest(distDir).pages).toContain('/');
});

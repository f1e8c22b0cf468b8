/**
 * `npm run preview:changes` (and with it the short CI path of a content-only pull request)
 * builds the base commit in a Git worktree beside the checkout, then compares its pages with the
 * branch's. The base must build there, where its packages are found, and land in the folder the
 * comparison reads. The repository is the test's own (a copy of the project with the fixture
 * content, committed once), so the test runs from a source archive without Git history too.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { readSiteManifest } from '../../built-site/manifest';
import { buildBase, resolveBase } from '../../scripts/preview-changes/baseBuild';
import { BUILD_TIMEOUT_MS, copyProject } from '../support/projectCopy';

const project = copyProject();
afterAll(() => project.cleanup());

/** Runs git in the copy as a throwaway author; throws with git's words when it fails. */
function git(...args: string[]): void {
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false'];
  const result = spawnSync('git', [...identity, ...args], { cwd: project.dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

it(
  'builds a commit of the repository from a worktree into the folder asked for',
  () => {
    git('init', '--quiet');
    // The copy links node_modules; a link is no folder to .gitignore's "node_modules/".
    git('add', '--all', '--', '.', ':!node_modules');
    git('commit', '--quiet', '--message', 'base');
    const distDir = path.join(project.dir, 'base-build');
    const log = path.join(project.dir, 'base-build.log');
    const built = buildBase(resolveBase('HEAD', project.dir), distDir, log, project.dir);
    expect(built, fs.readFileSync(log, 'utf8')).toBe(true);
    expect(fs.existsSync(path.join(distDir, 'client', 'index.html'))).toBe(true);
    expect(readSiteManifest(distDir).pages).toContain('/');
  },
  BUILD_TIMEOUT_MS,
);

/**
 * `npm run preview:changes` (and with it the short CI path of a content-only pull request)
 * builds the base commit in a Git worktree beside this checkout, then compares its pages with the
 * branch's. The base must build there, where its packages are found, and land in the folder the
 * comparison reads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readSiteManifest } from '../../build-output/manifest';
import { buildBase, resolveBase } from '../../scripts/preview-changes/baseBuild';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-base-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('builds a commit of this repository from a worktree into the folder asked for', () => {
  const distDir = path.join(dir, 'base-build');
  const log = path.join(dir, 'base-build.log');
  const built = buildBase(resolveBase('HEAD'), distDir, log);
  expect(built, fs.readFileSync(log, 'utf8')).toBe(true);
  expect(fs.existsSync(path.join(distDir, 'client', 'index.html'))).toBe(true);
  expect(readSiteManifest(distDir).pages).toContain('/');
}, 180_000);

/**
 * The code bundle is kept by a fingerprint of the code: preview:changes builds the base in a Git
 * worktree (whose `.git` is a file naming that worktree) beside a checkout with its `preview/`
 * pictures, and both must give the code's fingerprint alone, so the base reuses the bundle.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { codeFingerprint } from '../../build/codeBundle';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('counts the code, not a worktree’s .git file or the preview’s pictures', () => {
  fs.mkdirSync(path.join(dir, 'lib'));
  fs.writeFileSync(path.join(dir, 'lib/site.ts'), 'export const site = 1;\n');
  const code = codeFingerprint(dir);
  fs.writeFileSync(path.join(dir, '.git'), 'gitdir: /somewhere/.git/worktrees/preview-base-1\n');
  fs.mkdirSync(path.join(dir, 'preview'));
  fs.writeFileSync(path.join(dir, 'preview/home-375.png'), 'picture');
  expect(codeFingerprint(dir)).toBe(code);
  fs.writeFileSync(path.join(dir, 'lib/site.ts'), 'export const site = 2;\n');
  expect(codeFingerprint(dir)).not.toBe(code);
});

/**
 * A fingerprint of everything the code bundle is made from: every file of the project except
 * the content, the tests, the documents and what builds and runs write, plus the lockfile (the
 * installed packages). Anything not named below counts, so a new folder of code can never be
 * forgotten; at worst a change to something unrelated costs one real bundle.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Top-level folders that never reach the bundle: the pages read content at build time, not from the bundle. */
const NOT_CODE_FOLDERS = new Set([
  'node_modules',
  '.git',
  'content',
  'tests',
  'docs',
  'data',
  'test-results',
  'screenshots',
  'preview',
]);
/** Build folders (`dist`, `dist.building`, `dist-x`) and editor or tool leftovers. */
const NOT_CODE_NAME = /^(dist([.-].*)?|\..*\.swp|.*\.log)$/;

export function codeFingerprint(projectDir: string): string {
  const hash = createHash('sha256');
  for (const file of listCodeFiles(projectDir, projectDir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(projectDir, file)));
    hash.update('\0');
  }
  // Node's version, and NODE_ENV, which changes what Vite builds.
  hash.update(process.version);
  hash.update(process.env.NODE_ENV ?? '');
  return hash.digest('hex').slice(0, 24);
}

function listCodeFiles(projectDir: string, dir: string): string[] {
  const files: string[] = [];
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(projectDir, full).split(path.sep).join('/');
    // A Git worktree's `.git` is a file naming its own folder: no code either.
    if (NOT_CODE_NAME.test(entry.name) || (dir === projectDir && NOT_CODE_FOLDERS.has(entry.name))) continue;
    if (entry.isDirectory()) {
      files.push(...listCodeFiles(projectDir, full));
    } else if (entry.isFile() && !(dir === projectDir && entry.name.endsWith('.md'))) {
      files.push(relative);
    }
  }
  return files;
}

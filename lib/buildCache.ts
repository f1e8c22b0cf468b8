/**
 * Where the build keeps what it can reuse next time (node_modules/.cache/site-build/, the usual
 * place for tools' caches, never committed and gone with a fresh install), and whether it may.
 * BUILD_CACHE=off neither reads nor keeps anything; BUILD_CACHE=refresh reads nothing but keeps
 * what it makes (the build benchmark's cold build, so its warm build finds it).
 */
import fs from 'node:fs';
import path from 'node:path';

export function buildCacheDir(projectDir: string, part: string): string {
  return path.join(projectDir, 'node_modules', '.cache', 'site-build', part);
}

export function mayReadBuildCache(): boolean {
  return process.env.BUILD_CACHE !== 'off' && process.env.BUILD_CACHE !== 'refresh';
}

export function mayWriteBuildCache(): boolean {
  return process.env.BUILD_CACHE !== 'off';
}

/**
 * Fills a new folder with `fill(dir)` and puts it at `target` with a rename, so builds running at
 * once (the tests build copies of the project that share node_modules) never read half of one.
 * A cache that cannot be written only makes the next build slower: false, and nothing left behind.
 */
export function keepFolder(target: string, fill: (dir: string) => void): boolean {
  const writing = `${target}.${process.pid}.writing`;
  try {
    fs.rmSync(writing, { recursive: true, force: true });
    fs.mkdirSync(writing, { recursive: true });
    fill(writing);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(writing, target);
    return true;
  } catch {
    fs.rmSync(writing, { recursive: true, force: true });
    return false;
  }
}

/** A copy still being written after this long belongs to a build that was stopped. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Keeps the `count` most recently used folders under `root`, and clears copies left half-written by a stopped build. */
export function keepRecent(root: string, count: number): void {
  const entries = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = path.join(root, entry.name);
      return { dir, writing: entry.name.endsWith('.writing'), used: fs.statSync(dir).mtimeMs };
    });
  const abandoned = entries.filter((entry) => entry.writing && Date.now() - entry.used > ABANDONED_AFTER_MS);
  const recent = entries.filter((entry) => !entry.writing).sort((a, b) => b.used - a.used);
  for (const old of [...abandoned, ...recent.slice(count)]) fs.rmSync(old.dir, { recursive: true, force: true });
}

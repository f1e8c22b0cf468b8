/** The base's site, built in a Git worktree that borrows this checkout's node_modules. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function git(args: string[], repo: string): string {
  const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

export function resolveBase(base: string | undefined, repo = process.cwd()): string {
  if (!base) throw new Error('Say which branch to compare with: npm run preview:changes -- origin/main');
  try {
    return git(['rev-parse', '--verify', '--quiet', `${base}^{commit}`], repo);
  } catch {
    throw new Error(`"${base}" is not a branch, tag or commit of this repository`);
  }
}

/**
 * `npm run build` as in a shell, whatever a test runner set: its own content/, production mode, no
 * VITEST variables (with them, Vike takes the prerender for a test's and stops).
 */
export function buildSite(cwd: string, distDir: string, log: string): boolean {
  const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: distDir };
  delete env.CONTENT_DIR;
  delete env.NODE_ENV;
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd, env, encoding: 'utf8' });
  fs.writeFileSync(log, `${result.stdout}${result.stderr}`);
  return result.status === 0;
}

/** Built inside the worktree (a build refuses a folder outside its project), then copied to `distDir`. */
export function buildBase(commit: string, distDir: string, log: string, repo = process.cwd()): boolean {
  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-base-'));
  git(['worktree', 'add', '--detach', '--force', worktree, commit], repo);
  try {
    fs.symlinkSync(path.resolve(repo, 'node_modules'), path.join(worktree, 'node_modules'), 'dir');
    const builtInWorktree = path.join(worktree, 'dist');
    if (!buildSite(worktree, builtInWorktree, log)) return false;
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.cpSync(builtInWorktree, distDir, { recursive: true });
    return true;
  } finally {
    git(['worktree', 'remove', '--force', worktree], repo);
    fs.rmSync(worktree, { recursive: true, force: true });
  }
}

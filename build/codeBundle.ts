/**
 * The code bundle (`vike build`), in a process of its own: Vite leaves about 250 MB behind it,
 * which would push a large build's peak past 1 GB. No content goes into it, so an editor's rebuild
 * takes a kept one by the code's fingerprint (BUILD_CACHE=off neither reads nor keeps them).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_LAYOUT } from '../built-site/manifest';
import { precompress } from './precompress';

const KEPT_DIR = path.resolve('node_modules', '.cache', 'site-build', 'bundles');
const KEPT_COUNT = 3;
const BUNDLE_PROCESS = fileURLToPath(new URL('./bundleProcess.ts', import.meta.url));
/** Top-level folders that never reach the bundle (the pages read content at build time). */
const NOT_CODE_FOLDERS = new Set(
  'node_modules .git content tests docs data test-results screenshots preview'.split(' '),
);
/** Build folders (`dist`, `dist.building`, `dist-x`) and editor or tool leftovers, at any depth. */
const NOT_CODE_NAME = /^(dist([.-].*)?|\..*\.swp|.*\.log)$/;

export async function bundleCode(outDir: string): Promise<'reused' | 'built'> {
  const kept = process.env.BUILD_CACHE === 'off' ? undefined : path.join(KEPT_DIR, codeFingerprint());
  if (kept && fs.existsSync(kept)) {
    try {
      fs.cpSync(kept, outDir, { recursive: true });
      fs.utimesSync(kept, new Date(), new Date()); // Used now: among the newest kept.
      return 'reused';
    } catch {
      fs.rmSync(outDir, { recursive: true, force: true }); // Removed by another build meanwhile: Vite makes it.
    }
  }
  const vite = spawn(process.execPath, ['--import', 'tsx', BUNDLE_PROCESS, outDir], { stdio: 'inherit' });
  const [code, signal] = (await once(vite, 'exit')) as [number | null, string | null];
  if (code !== 0) throw new Error(`bundle: Vite stopped (${signal ?? `exit code ${code}`}); its error is above`);
  // Compressed once here, kept with the bundle: brotli's best quality on the assets takes a while.
  await precompress(path.join(outDir, BUILD_LAYOUT.client));
  if (kept) keep(outDir, kept);
  return 'built';
}

/** Anything not named above counts, so a new folder of code is never forgotten; NODE_ENV changes what Vite builds. */
export function codeFingerprint(projectDir = '.'): string {
  const topLevel = fs
    .readdirSync(projectDir)
    .filter((name) => !NOT_CODE_FOLDERS.has(name) && !NOT_CODE_NAME.test(name) && !name.endsWith('.md'));
  const files = topLevel.flatMap((name) =>
    fs.statSync(path.join(projectDir, name)).isDirectory()
      ? (fs.readdirSync(path.join(projectDir, name), { recursive: true }) as string[]).map((file) =>
          path.join(name, file),
        )
      : [name],
  );
  const code = files.filter((file) => !file.split(path.sep).some((part) => NOT_CODE_NAME.test(part)));
  return filesFingerprint(projectDir, code, `${process.version}\0${process.env.NODE_ENV ?? ''}\0`);
}

/** Every file's path and bytes: a file added, removed, renamed or edited changes it. */
export function filesFingerprint(dir: string, files: string[], salt = ''): string {
  const hash = createHash('sha256').update(salt);
  for (const file of files.sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

/** Written beside and renamed into place, so a build running at once never reads half of one. */
function keep(outDir: string, kept: string): void {
  const writing = `${kept}.${process.pid}.writing`;
  try {
    fs.cpSync(outDir, writing, { recursive: true });
    fs.rmSync(kept, { recursive: true, force: true });
    fs.renameSync(writing, kept);
    const byAge = fs
      .readdirSync(KEPT_DIR)
      .filter((name) => !name.endsWith('.writing'))
      .map((name) => ({ dir: path.join(KEPT_DIR, name), time: fs.statSync(path.join(KEPT_DIR, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { dir } of byAge.slice(KEPT_COUNT)) fs.rmSync(dir, { recursive: true, force: true });
  } catch {
    // A bundle that cannot be kept only makes the next build slower.
    fs.rmSync(writing, { recursive: true, force: true });
  }
}

/**
 * The code bundle: what `vike build` writes (the browser's assets, the public files and the
 * server bundle the pages are rendered with), made in a process of its own (bundleProcess.ts):
 * Vite leaves about 250 MB behind it in the process that ran it, which would otherwise push a
 * large build's peak past 1 GB.
 *
 * No content goes into the bundle (the pages load the content when Vike creates its global
 * context), so an editor's rebuild, which changes content only, takes a kept bundle instead of
 * running Vite again: Vite is most of a small site's build time. Bundles are kept under
 * node_modules/.cache/site-build/ (the usual place for tools' caches: never committed, gone with
 * a fresh install), one folder per fingerprint of the code (codeFingerprint.ts), the newest few,
 * since copies of the project that share node_modules (the tests') keep theirs there too.
 * BUILD_CACHE=off neither reads nor keeps them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_LAYOUT } from '../build-output/manifest';
import { codeFingerprint } from './codeFingerprint';
import { precompress } from './precompress';

const KEPT_DIR = path.resolve('node_modules', '.cache', 'site-build', 'bundles');
const KEPT_COUNT = 3;
const BUNDLE_PROCESS = fileURLToPath(new URL('./bundleProcess.ts', import.meta.url));

/** Puts the code bundle into `outDir`: a kept one when the code has not changed, otherwise Vite's. */
export async function bundleCode(outDir: string): Promise<'reused' | 'built'> {
  const kept = process.env.BUILD_CACHE === 'off' ? undefined : path.join(KEPT_DIR, codeFingerprint(process.cwd()));
  if (kept && copyKept(kept, outDir)) return 'reused';
  await runVite(outDir);
  // Compressed once here, kept with the bundle: brotli's best quality on the assets takes a while.
  await precompress(path.join(outDir, BUILD_LAYOUT.client));
  if (kept) keep(outDir, kept);
  return 'built';
}

/** Vite in a child process; what it prints reaches the build's output as it is. */
function runVite(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', BUNDLE_PROCESS, outDir], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`bundle: Vite stopped (${signal ?? `exit code ${code}`}); its error is above`)),
    );
  });
}

function copyKept(kept: string, outDir: string): boolean {
  try {
    fs.cpSync(kept, outDir, { recursive: true, errorOnExist: false });
    // The newest are kept: a bundle used now counts as new.
    fs.utimesSync(kept, new Date(), new Date());
    return true;
  } catch {
    // None kept, or removed by another build meanwhile: Vite makes it.
    fs.rmSync(outDir, { recursive: true, force: true });
    return false;
  }
}

/** Written beside and renamed into place, so a build running at once never reads half of one. */
function keep(outDir: string, kept: string): void {
  const writing = `${kept}.${process.pid}.writing`;
  try {
    fs.cpSync(outDir, writing, { recursive: true });
    fs.rmSync(kept, { recursive: true, force: true });
    fs.renameSync(writing, kept);
    const others = fs.readdirSync(KEPT_DIR).filter((name) => !name.endsWith('.writing'));
    const byAge = others.map((name) => path.join(KEPT_DIR, name)).sort((a, b) => mtime(b) - mtime(a));
    for (const old of byAge.slice(KEPT_COUNT)) fs.rmSync(old, { recursive: true, force: true });
  } catch {
    // A bundle that cannot be kept only makes the next build slower.
    fs.rmSync(writing, { recursive: true, force: true });
  }
}

function mtime(dir: string): number {
  return fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/**
 * The code bundle: what `vike build` writes (the browser's assets, the public files and the
 * server bundle the pages are rendered with). No content goes into it (the checker compiles
 * the bodies, content-pipeline/compileBodies.ts), so a build whose code has not changed since an
 * earlier one reuses that bundle instead of running Vite again: an editor's change to content/
 * re-renders the pages only.
 *
 * The bundles are kept in the build cache (lib/buildCache.ts), one folder per code fingerprint
 * (codeFingerprint.ts), the few most recently used.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_LAYOUT } from '../build-output/manifest';
import { buildCacheDir, keepFolder, keepRecent, mayReadBuildCache, mayWriteBuildCache } from '../lib/buildCache';
import { codeFingerprint } from './codeFingerprint';
import { precompress } from './precompress';

/** Bundles kept: the current code and a few before it (switching branches back and forth). */
const KEPT_BUNDLES = 3;

export interface BundleResult {
  /** `built` by Vite, or `reused` from the cache. */
  how: 'built' | 'reused';
  ms: number;
  /** The code's fingerprint, for what else the build keeps per code (the sharing files); none with BUILD_CACHE=off. */
  fingerprint?: string;
}

export interface Bundling {
  /** True while Vite runs: it needs a processor, which the build leaves it (buildSite.ts). */
  viteRunning: boolean;
  done: Promise<BundleResult>;
}

/**
 * Puts the code bundle into `outDir` (the build's staging folder): a kept one is copied in at
 * once; otherwise Vite starts, and `done` says when it has finished.
 */
export function bundleCode(outDir: string, projectDir = process.cwd()): Bundling {
  const started = performance.now();
  const cacheRoot = buildCacheDir(projectDir, 'bundles');
  const fingerprint = mayWriteBuildCache() ? codeFingerprint(projectDir) : undefined;
  const cached = fingerprint ? path.join(cacheRoot, fingerprint) : undefined;
  if (cached && mayReadBuildCache() && restore(cached, outDir)) {
    return {
      viteRunning: false,
      done: Promise.resolve({ how: 'reused', ms: performance.now() - started, fingerprint }),
    };
  }
  return { viteRunning: true, done: buildBundle(outDir, cached, cacheRoot, started, fingerprint) };
}

async function buildBundle(
  outDir: string,
  cached: string | undefined,
  cacheRoot: string,
  started: number,
  fingerprint: string | undefined,
): Promise<BundleResult> {
  await runVite(outDir);
  // Compressed once here, kept with the bundle: brotli's best quality on the assets takes a while.
  await precompress(path.join(outDir, BUILD_LAYOUT.client));
  if (cached) {
    const kept = keepFolder(cached, (dir) => fs.cpSync(outDir, dir, { recursive: true }));
    if (kept) keepRecent(cacheRoot, KEPT_BUNDLES);
    else console.warn('bundle: could not be kept for the next build');
  }
  return { how: 'built', ms: performance.now() - started, fingerprint };
}

const BUNDLE_PROCESS = fileURLToPath(new URL('./bundleProcess.ts', import.meta.url));

/** Vite in a child process (bundleProcess.ts); what it prints reaches the build's output as it is. */
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

function restore(cached: string, outDir: string): boolean {
  if (!fs.existsSync(cached)) return false;
  try {
    fs.cpSync(cached, outDir, { recursive: true });
    // keepRecent() keeps the most recently used.
    fs.utimesSync(cached, new Date(), new Date());
    return true;
  } catch {
    // Removed by another build while being copied: build it again.
    fs.rmSync(outDir, { recursive: true, force: true });
    return false;
  }
}

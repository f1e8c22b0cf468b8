/**
 * The code bundle: what `vike build` writes (the browser's assets, the public files and the
 * server bundle the pages are rendered with). No content goes into it (the checker compiles
 * the bodies, siteContent/compileBodies.ts), so a build whose code has not changed since an
 * earlier one reuses that bundle instead of running Vite again: an editor's change to content/
 * re-renders the pages only.
 *
 * The bundles are kept under node_modules/.cache/site-bundle/, one folder per code fingerprint
 * (codeFingerprint.ts), written under a temporary name and renamed when complete, so builds
 * running at once (the tests build copies of the project beside each other) never read half of
 * one. BUILD_CACHE=off neither reads nor keeps a bundle; BUILD_CACHE=refresh builds one and keeps
 * it (the build benchmark's cold build, so that its warm build finds the bundle).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build as vikeBuild } from 'vike/api';
import { codeFingerprint } from './codeFingerprint';

/** Bundles kept: the current code and a few before it (switching branches back and forth). */
const KEPT_BUNDLES = 3;
/** A copy still being written after this long belongs to a build that was stopped. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface BundleResult {
  /** `built` by Vite, or `reused` from the cache. */
  how: 'built' | 'reused';
  ms: number;
}

/** Puts the code bundle into `outDir` (the build's staging folder), from the cache when it can. */
export async function bundleCode(outDir: string, projectDir = process.cwd()): Promise<BundleResult> {
  const started = performance.now();
  const cacheRoot = path.join(projectDir, 'node_modules', '.cache', 'site-bundle');
  const mode = process.env.BUILD_CACHE;
  const key = mode === 'off' ? undefined : codeFingerprint(projectDir);
  const cached = key ? path.join(cacheRoot, key) : undefined;
  if (cached && mode !== 'refresh' && restore(cached, outDir))
    return { how: 'reused', ms: performance.now() - started };

  // Vite's own report (every file it wrote) is left out: the build prints one line for the bundle.
  await vikeBuild({ viteConfig: { build: { outDir }, logLevel: 'warn' } });
  if (cached) keep(outDir, cached, cacheRoot);
  return { how: 'built', ms: performance.now() - started };
}

function restore(cached: string, outDir: string): boolean {
  if (!fs.existsSync(cached)) return false;
  try {
    fs.cpSync(cached, outDir, { recursive: true });
    fs.utimesSync(cached, new Date(), new Date());
    return true;
  } catch {
    // Removed by another build while being copied: build it again.
    fs.rmSync(outDir, { recursive: true, force: true });
    return false;
  }
}

function keep(outDir: string, cached: string, cacheRoot: string): void {
  const writing = `${cached}.${process.pid}.writing`;
  try {
    fs.mkdirSync(cacheRoot, { recursive: true });
    fs.cpSync(outDir, writing, { recursive: true });
    // The newest bundle wins: a refresh replaces the one kept before it.
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(writing, cached);
    removeOldBundles(cacheRoot);
  } catch (error) {
    // A cache that cannot be written only makes the next build slower.
    fs.rmSync(writing, { recursive: true, force: true });
    console.warn(`bundle: not kept for the next build (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Keeps the most recently used bundles, and clears copies left half-written by a build that was stopped. */
function removeOldBundles(cacheRoot: string): void {
  const entries = fs
    .readdirSync(cacheRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = path.join(cacheRoot, entry.name);
      return { dir, writing: entry.name.endsWith('.writing'), used: fs.statSync(dir).mtimeMs };
    });
  const abandoned = entries.filter((entry) => entry.writing && Date.now() - entry.used > ABANDONED_AFTER_MS);
  const bundles = entries.filter((entry) => !entry.writing).sort((a, b) => b.used - a.used);
  for (const old of [...abandoned, ...bundles.slice(KEPT_BUNDLES)])
    fs.rmSync(old.dir, { recursive: true, force: true });
}

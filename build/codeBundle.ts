/**
 * The code bundle: what `vike build` writes (the browser's assets, the public files and the
 * server bundle the pages are rendered with). No content goes into it (the pages load the content
 * when Vike creates its global context), so an editor's rebuild, which changes content only, takes
 * the last build's bundle instead of running Vite again: Vite is most of a small site's build
 * time. One bundle is kept, under node_modules/.cache/site-build/ (the usual place for tools'
 * caches: never committed, gone with a fresh install), with the fingerprint of the code it was
 * made from (codeFingerprint.ts); BUILD_CACHE=off neither reads nor keeps it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build as vikeBuild } from 'vike/api';
import { BUILD_LAYOUT } from '../build-output/manifest';
import { codeFingerprint } from './codeFingerprint';
import { precompress } from './precompress';

const KEPT_DIR = path.resolve('node_modules', '.cache', 'site-build', 'bundle');
const FINGERPRINT_FILE = path.join(KEPT_DIR, 'fingerprint');

/** Puts the code bundle into `outDir`: the kept one when the code has not changed, otherwise Vite's. */
export async function bundleCode(outDir: string): Promise<'reused' | 'built'> {
  const fingerprint = process.env.BUILD_CACHE === 'off' ? undefined : codeFingerprint(process.cwd());
  if (fingerprint && readKept() === fingerprint) {
    fs.cpSync(path.join(KEPT_DIR, 'bundle'), outDir, { recursive: true });
    return 'reused';
  }
  try {
    // Vite's own report (every file it wrote) is left out: the build prints one line for the bundle.
    await vikeBuild({ viteConfig: { build: { outDir }, logLevel: 'warn' } });
  } catch (error) {
    console.error(error);
    throw new Error('bundle: Vite stopped; its error is above');
  }
  // Compressed once here, kept with the bundle: brotli's best quality on the assets takes a while.
  await precompress(path.join(outDir, BUILD_LAYOUT.client));
  if (fingerprint) keep(outDir, fingerprint);
  return 'built';
}

function readKept(): string | undefined {
  return fs.existsSync(FINGERPRINT_FILE) ? fs.readFileSync(FINGERPRINT_FILE, 'utf8') : undefined;
}

/** The fingerprint is written last: a copy cut short is never taken for a whole one. */
function keep(outDir: string, fingerprint: string): void {
  try {
    fs.rmSync(KEPT_DIR, { recursive: true, force: true });
    fs.cpSync(outDir, path.join(KEPT_DIR, 'bundle'), { recursive: true });
    fs.writeFileSync(FINGERPRINT_FILE, fingerprint);
  } catch {
    // A bundle that cannot be kept only makes the next build slower.
    fs.rmSync(KEPT_DIR, { recursive: true, force: true });
  }
}

/**
 * The files a link preview, a browser tab and a home screen ask the site for: the sharing
 * image (shareImage.tsx), the icons and the web app manifest (siteIcons.ts), all drawn from
 * the firm's mark (`favicon.svg`, drawn from its short name by markImage.tsx) and its facts into
 * the client folder. Drawing takes about half a second, so the files are kept in the build cache
 * (lib/buildCache.ts) by the code's fingerprint (which covers the fonts and the drawing code) and
 * the facts, and drawn again only when one of them changes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildCacheDir, keepFolder, keepRecent, mayReadBuildCache } from '../lib/buildCache';
import type { SiteContent } from '../content-pipeline/contentTypes';

export interface SharingFiles {
  /** The files written, relative to the client folder. */
  files: string[];
  /** What drawing them (or copying the kept ones) cost, for the build log. */
  ms: number;
  /** Printed already; e.g. letters of the facts that no font of the site can draw. */
  warnings: string[];
  reused: boolean;
}

/** Beside the kept files: their names and the warnings drawing them gave. */
const RECORD = 'sharing.json';
/** Sets of files kept: the current code and facts, and a few before them. */
const KEPT_SETS = 3;

interface Drawn {
  files: string[];
  warnings: string[];
}

/** @param codeFingerprint the code bundle's; without one (BUILD_CACHE=off) nothing is kept. */
export async function writeSharingFiles(
  content: SiteContent,
  clientDir: string,
  codeFingerprint?: string,
  projectDir = process.cwd(),
): Promise<SharingFiles> {
  const started = performance.now();
  const kept = codeFingerprint
    ? path.join(buildCacheDir(projectDir, 'sharing'), `${codeFingerprint}-${factsHash(content)}`)
    : undefined;
  const reused = kept && mayReadBuildCache() ? copyKept(kept, clientDir) : undefined;
  const drawn = reused ?? (await draw(content, clientDir));
  for (const warning of drawn.warnings) console.warn(`warning: ${warning}`);
  if (kept && !reused) {
    const done = keepFolder(kept, (dir) => {
      for (const file of drawn.files) fs.copyFileSync(path.join(clientDir, file), path.join(dir, file));
      fs.writeFileSync(path.join(dir, RECORD), JSON.stringify(drawn));
    });
    if (done) keepRecent(path.dirname(kept), KEPT_SETS);
  }
  return { ...drawn, ms: performance.now() - started, reused: reused !== undefined };
}

async function draw(content: SiteContent, clientDir: string): Promise<Drawn> {
  // Loaded here rather than with the build: satori and sharp take a few hundred ms to load,
  // which `npm run check:content` (it imports buildSite.ts) should not pay and the step's time
  // should show.
  const { drawMarkSvg, MARK_FILE } = await import('./markImage');
  const faviconSvg = await drawMarkSvg(content.facts.shortName);
  fs.writeFileSync(path.join(clientDir, MARK_FILE), faviconSvg);
  const [shareImage, icons] = await Promise.all([
    import('./shareImage').then(({ writeShareImage }) => writeShareImage(content.facts, faviconSvg, clientDir)),
    import('./siteIcons').then(({ writeSiteIcons }) => writeSiteIcons(content.facts, faviconSvg, clientDir)),
  ]);
  return { files: [MARK_FILE, shareImage.file, ...icons], warnings: shareImage.warnings };
}

function copyKept(kept: string, clientDir: string): Drawn | undefined {
  try {
    const drawn = JSON.parse(fs.readFileSync(path.join(kept, RECORD), 'utf8')) as Drawn;
    for (const file of drawn.files) fs.copyFileSync(path.join(kept, file), path.join(clientDir, file));
    // keepRecent() keeps the most recently used.
    fs.utimesSync(kept, new Date(), new Date());
    return drawn;
  } catch {
    // None kept yet, or removed by another build meanwhile: draw them.
    return undefined;
  }
}

function factsHash(content: SiteContent): string {
  return createHash('sha256').update(JSON.stringify(content.facts)).digest('base64url').slice(0, 16);
}

/**
 * What a build was made from: the fingerprints of the code and of content/, kept in the build
 * (`sources.json`), so that `npm start` builds again when either changed since (scripts/build.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT, missingBuildFiles } from '../built-site/manifest';
import { defaultContentDir } from '../content-pipeline/contentDir';
import { codeFingerprint } from './codeBundle';

export function defaultBuildDir(): string {
  return path.resolve(process.env.DIST_DIR || 'dist');
}

interface Sources {
  code: string;
  content: string;
}

/** Taken before the build reads anything, so that a change made while it runs is seen by the next check. */
export function currentSources(contentDir = defaultContentDir()): Sources {
  return { code: codeFingerprint(), content: contentFingerprint(contentDir) };
}

export function writeSources(buildDir: string, sources: Sources): void {
  fs.writeFileSync(path.join(buildDir, BUILD_LAYOUT.sources), `${JSON.stringify(sources)}\n`);
}

/**
 * Why the build in `buildDir` is not the one the project makes now, or undefined when it is. A build
 * beside no content/ (copied to a server alone) is served as it is: there is nothing to build it from.
 */
export function whyBuildAgain(buildDir: string, contentDir = defaultContentDir()): string | undefined {
  const name = path.relative('.', buildDir) || buildDir;
  const missing = missingBuildFiles(buildDir);
  if (missing.length > 0) return `${name}/ has no complete build (no ${missing.join(', ')})`;
  if (!fs.existsSync(contentDir)) return undefined;
  let built: Partial<Sources>;
  try {
    built = JSON.parse(fs.readFileSync(path.join(buildDir, BUILD_LAYOUT.sources), 'utf8')) as Partial<Sources>;
  } catch {
    return `${name}/ was built by an older version of the site`;
  }
  if (built.code !== codeFingerprint()) return 'the code changed since the last build';
  if (built.content !== contentFingerprint(contentDir)) {
    return `${path.relative('.', contentDir) || contentDir}/ changed since the last build`;
  }
  return undefined;
}

/** Every file's path and bytes: a file added, removed, renamed or edited changes it. */
function contentFingerprint(contentDir: string): string {
  const hash = createHash('sha256');
  if (!fs.existsSync(contentDir)) return '';
  for (const file of fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(contentDir, file);
    if (fs.statSync(full).isFile()) hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

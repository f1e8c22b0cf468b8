/**
 * What a build was made from: the fingerprints of the code and of content/, kept in the build
 * (`sources.json`), so that `npm start` builds again when either changed since (scripts/build.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT, missingBuildFiles } from '../built-site/manifest';
import { defaultContentDir } from '../content-pipeline/contentDir';
import { codeFingerprint, filesFingerprint } from './codeBundle';

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

function contentFingerprint(contentDir: string): string {
  if (!fs.existsSync(contentDir)) return '';
  return filesFingerprint(contentDir, fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }));
}

/**
 * The compiled bodies of the last build, kept in the build cache (lib/buildCache.ts) so the
 * next build compiles only the files that changed: with a thousand articles, compiling is most
 * of the checker's time. Each entry is found by a hash of the file's text, so an entry can only
 * ever be the result for that exact text; the whole cache is dropped when the compiler changes
 * (its packages or our compile code). Written under a temporary name and renamed, so builds
 * running at once never read half a file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildCacheDir, mayReadBuildCache, mayWriteBuildCache } from '../lib/buildCache';
import type { MdxResult } from './mdxBody';

/** What the compiled result depends on besides the text: the compiler's packages and our code around it. */
const COMPILER_FILES = ['package-lock.json', 'content-pipeline/mdxBody.ts', 'content-pipeline/bodyItems.ts'];

interface CacheFile {
  compiler: string;
  entries: Record<string, MdxResult>;
}

export function textKey(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function cacheFile(projectDir: string): string {
  return path.join(buildCacheDir(projectDir, 'bodies'), 'bodies.json');
}

function compilerVersion(projectDir: string): string {
  const hash = createHash('sha256');
  for (const file of COMPILER_FILES) {
    const full = path.join(projectDir, file);
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : '');
  }
  return hash.digest('base64url');
}

/** The kept results by text key; empty when there are none, or they came from another compiler. */
export function readCompileCache(projectDir = process.cwd()): Map<string, MdxResult> {
  if (!mayReadBuildCache()) return new Map();
  try {
    const kept = JSON.parse(fs.readFileSync(cacheFile(projectDir), 'utf8')) as CacheFile;
    if (kept.compiler !== compilerVersion(projectDir)) return new Map();
    return new Map(Object.entries(kept.entries));
  } catch {
    // None yet, or unreadable: the files are compiled again.
    return new Map();
  }
}

export function writeCompileCache(results: Map<string, MdxResult>, projectDir = process.cwd()): void {
  if (!mayWriteBuildCache()) return;
  const file = cacheFile(projectDir);
  const writing = `${file}.${process.pid}.writing`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const kept: CacheFile = { compiler: compilerVersion(projectDir), entries: Object.fromEntries(results) };
    fs.writeFileSync(writing, JSON.stringify(kept));
    fs.renameSync(writing, file);
  } catch {
    // A cache that cannot be written only makes the next build slower.
    fs.rmSync(writing, { force: true });
  }
}

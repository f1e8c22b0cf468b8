/**
 * Compiles the MDX body of every content file: the checker reads what each one uses, and the
 * pages run the compiled code (components/mdx/MdxBody.tsx), so each body is compiled once per
 * build. Compiling is the checker's main cost (about 6 ms for a 600-word article), so a large
 * collection is shared among worker threads, one per processor; a few files are compiled here,
 * where starting a worker would cost more than it saves. A text compiled by the last call in
 * this process (`npm run dev` re-checks the whole folder after every save) or by the last build
 * (compileCache.ts) is not compiled again.
 */
import os from 'node:os';
import { runTsWorker } from '../lib/tsWorker';
import { readCompileCache, textKey, writeCompileCache } from './compileCache';
import { readMdxBody, type MdxResult } from './mdxBody';

export interface BodySource {
  file: string;
  text: string;
}

/** Below this many texts to compile, a worker's start (about half a second) costs more than it saves. */
const WORKER_THRESHOLD = 100;
/** Each worker gets at least this many texts. */
const TEXTS_PER_WORKER = 50;

/** Results of the last call in this process, by text key: a file edited back and forth is compiled once per version. */
let lastResults: Map<string, MdxResult> | undefined;

/** Each file's compiled body or its MDX error, by file. */
export async function compileBodies(
  sources: BodySource[],
  processors = os.availableParallelism(),
): Promise<Map<string, MdxResult>> {
  const previous = lastResults ?? readCompileCache();
  const keyed = sources.map((source) => ({ ...source, key: textKey(source.text) }));
  const toCompile = new Map(keyed.filter(({ key }) => !previous.has(key)).map(({ key, text }) => [key, text]));
  const compiled = await compileTexts([...toCompile.values()], processors);
  const byKey = new Map<string, MdxResult>();
  const results = new Map<string, MdxResult>();
  for (const { file, text, key } of keyed) {
    const result = compiled.get(text) ?? previous.get(key);
    // Loud on purpose: every text was either compiled above or kept from an earlier call.
    if (!result) throw new Error(`${file} was not compiled`);
    byKey.set(key, result);
    results.set(file, result);
  }
  lastResults = byKey;
  // Kept for the next build when anything changed: a file compiled, or one removed.
  if (toCompile.size > 0 || byKey.size !== previous.size) writeCompileCache(byKey);
  return results;
}

/**
 * With processors to spare, workers compile; one worker is worth it too when this thread has
 * other work meanwhile (the build's Vite takes a processor of its own).
 */
async function compileTexts(texts: string[], processors: number): Promise<Map<string, MdxResult>> {
  const workerCount = Math.min(processors, Math.floor(texts.length / TEXTS_PER_WORKER));
  const mainThreadBusy = processors < os.availableParallelism();
  if (texts.length < WORKER_THRESHOLD || workerCount < (mainThreadBusy ? 1 : 2)) return compileHere(texts);
  const chunks = Array.from({ length: workerCount }, (_, index) => texts.filter((_, i) => i % workerCount === index));
  const results = await Promise.all(chunks.map(compileInWorker));
  return new Map(chunks.flatMap((chunk, index) => chunk.map((text, i) => [text, results[index]?.[i] as MdxResult])));
}

async function compileHere(texts: string[]): Promise<Map<string, MdxResult>> {
  const results = new Map<string, MdxResult>();
  for (const text of texts) results.set(text, await readMdxBody(text));
  return results;
}

/** Compiles in a worker thread; where one cannot start, here instead (same results, only slower). */
async function compileInWorker(texts: string[]): Promise<MdxResult[]> {
  try {
    return await runWorker(texts);
  } catch {
    return [...(await compileHere(texts)).values()];
  }
}

function runWorker(texts: string[]): Promise<MdxResult[]> {
  return runTsWorker<MdxResult[]>(new URL('./compileWorker.ts', import.meta.url), { texts });
}

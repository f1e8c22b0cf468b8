/**
 * Brotli and gzip copies of every text file, so the server sends compressed bytes without
 * compressing per request. The hashed assets (a few files every visitor downloads once, cached
 * for a year) get brotli's best quality; the pages, whose number grows with the content, a
 * quality within about a tenth of the best size at a fiftieth of its time
 * (docs/decisions/0013-bodies-compiled-by-the-checker-bundle-reused.md).
 * Files are compressed on libuv's thread pool, several at once. A file that already has its
 * copies is left as it is: the code bundle's files are compressed once, when it is built
 * (codeBundle.ts), and keep their copies while it is reused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text, and favicon.ico: its bitmaps are uncompressed (15 kB; 0.6 kB with brotli). */
const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest|ico)$/;
/** Vite's hashed output: immutable, fetched once per visitor. */
const ASSETS_FOLDER = `assets${path.sep}`;
const BEST_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 5;
/** Files in flight at once: enough to keep the thread pool (4 threads by default) busy. */
const IN_FLIGHT = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CompressionTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
}

export function addTotals(a: CompressionTotals, b: CompressionTotals): CompressionTotals {
  return { files: a.files + b.files, bytes: a.bytes + b.bytes, brotliBytes: a.brotliBytes + b.brotliBytes };
}

/** The files of the folder that need copies: text, without copies yet. */
export function filesToCompress(clientDir: string): string[] {
  return [...walk(clientDir)].filter((file) => COMPRESSIBLE.test(file) && !fs.existsSync(`${file}.br`));
}

/** Compresses `files` (by default, every one of the folder that needs it). */
export async function precompress(clientDir: string, files = filesToCompress(clientDir)): Promise<CompressionTotals> {
  const totals: CompressionTotals = { files: 0, bytes: 0, brotliBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const quality = path.relative(clientDir, file).startsWith(ASSETS_FOLDER) ? BEST_QUALITY : PAGE_QUALITY;
      const sizes = await compressFile(file, quality);
      totals.files += 1;
      totals.bytes += sizes.bytes;
      totals.brotliBytes += sizes.brotliBytes;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return totals;
}

async function compressFile(file: string, quality: number): Promise<{ bytes: number; brotliBytes: number }> {
  const source = await fs.promises.readFile(file);
  const [brotliCopy, gzipCopy] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    // Level 6 (zlib's default): within 0.2 % of level 9's size on the pages, in 60 % of the time.
    gzip(source, { level: 6 }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, brotliCopy), fs.promises.writeFile(`${file}.gz`, gzipCopy)]);
  return { bytes: source.length, brotliBytes: brotliCopy.length };
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

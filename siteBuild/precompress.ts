/** Brotli and gzip copies of every text file, so the server sends compressed bytes without compressing per request. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text, and favicon.ico: its bitmaps are uncompressed (15 kB; 0.6 kB with brotli). */
const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest|ico)$/;

export interface CompressionTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
}

export function precompress(clientDir: string): CompressionTotals {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

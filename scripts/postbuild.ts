/**
 * After `vike build`: the files static hosts and search engines read (sitemap.xml, robots.txt,
 * _redirects), then brotli and gzip copies of every text file for the production server.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadContent } from '../siteContent/loadContent';
import { listRedirects, renderRedirectsFile } from '../siteContent/redirects';
import { absoluteUrl, listIndexableSlugs } from '../siteContent/routes';

const CLIENT_DIR = path.resolve('dist/client');
const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;

function writeSeoFiles(): void {
  const content = loadContent();
  const urls = listIndexableSlugs(content).map((slug) => `  <url><loc>${absoluteUrl(content, slug)}</loc></url>`);
  fs.writeFileSync(
    path.join(CLIENT_DIR, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  fs.writeFileSync(
    path.join(CLIENT_DIR, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(content, '/sitemap.xml')}\n`,
  );
  fs.writeFileSync(path.join(CLIENT_DIR, '_redirects'), renderRedirectsFile(listRedirects(content)));
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

function precompress(): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of walk(CLIENT_DIR)) {
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

writeSeoFiles();
const totals = precompress();
console.log(
  `postbuild: sitemap.xml, robots.txt, _redirects written; ${totals.files} files precompressed ` +
    `(${(totals.bytes / 1024).toFixed(0)} kB → ${(totals.brotliBytes / 1024).toFixed(0)} kB brotli)`,
);

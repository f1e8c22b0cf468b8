/**
 * The built files of `dist/client`, read once into memory with the headers of every answer
 * worked out in advance: the files change only with a new build, which comes with a restart.
 * Each file has up to three representations: its bytes, and the brotli and gzip copies the
 * build wrote beside it (`page.html.br`, `page.html.gz`), which are not files of their own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentType } from 'mime-types';
import { cacheControlFor } from '../../build-output/responseHeaders';

/** One representation of a file: its bytes and the headers that go with them. */
export interface Representation {
  body: Buffer;
  /** Strong, from a hash of these bytes, so If-Match can compare it (RFC 9110, 8.8.3). */
  etag: string;
  /** Every header of a 200, the given common headers first, flat (name, value, …) as writeHead takes them. */
  ok: string[];
  /** The headers of a 304: the common headers, ETag, Cache-Control and Vary (RFC 9110, 15.4.5). */
  notModified: string[];
  /** The representation's own headers but Content-Length, for a 206 that sends a part of it. */
  described: [string, string][];
}

export interface StaticFile {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

export interface StaticFiles {
  /**
   * The file a request path names (percent-decoded): the file itself, `path.html` or
   * `path/index.html`, so `/who-we-are` is `who-we-are/index.html`.
   */
  find(requestPath: string): StaticFile | undefined;
  /** Each file's own address and, for a page, its clean one (`/who-we-are`, `/`). */
  addresses(): string[];
}

/** The endings of the compressed copies the build writes beside a file. */
const COPY_SUFFIXES = ['.br', '.gz'];

/** Files the build writes without an extension, and what they hold. */
const EXTENSIONLESS_TYPES: Record<string, string> = { '/_redirects': '.txt', '/_headers': '.txt' };

/** @param commonHeaders sent with every answer (the security headers), before the file's own. */
export function loadStaticFiles(clientDir: string, commonHeaders: [string, string][]): StaticFiles {
  const bytes = readTree(clientDir);
  const byPath = new Map<string, StaticFile>();
  for (const [urlPath, body] of bytes) {
    if (isCopy(urlPath, bytes)) continue;
    const copies = { br: bytes.get(`${urlPath}.br`), gzip: bytes.get(`${urlPath}.gz`) };
    const describe = (encoding: string | undefined, content: Buffer) =>
      describeRepresentation(urlPath, content, encoding, commonHeaders, Boolean(copies.br ?? copies.gzip));
    byPath.set(urlPath, {
      identity: describe(undefined, body),
      br: copies.br && describe('br', copies.br),
      gzip: copies.gzip && describe('gzip', copies.gzip),
    });
  }
  return {
    find(requestPath) {
      const decoded = requestPath.includes('%') ? decodeOrKeep(requestPath) : requestPath;
      const base = decoded.endsWith('/') ? decoded.slice(0, -1) : decoded;
      return byPath.get(base) ?? byPath.get(`${base}.html`) ?? byPath.get(`${base}/index.html`);
    },
    addresses: () => [...byPath.keys()].flatMap((urlPath) => [urlPath, ...cleanAddresses(urlPath)]),
  };
}

/** A `.br` or `.gz` copy of a file that is there too: one of its representations, not a file of its own. */
function isCopy(urlPath: string, bytes: Map<string, Buffer>): boolean {
  const suffix = path.posix.extname(urlPath);
  return COPY_SUFFIXES.includes(suffix) && bytes.has(urlPath.slice(0, -suffix.length));
}

function cleanAddresses(urlPath: string): string[] {
  if (urlPath.endsWith('/index.html')) return [urlPath.slice(0, -'/index.html'.length) || '/'];
  if (urlPath.endsWith('.html')) return [urlPath.slice(0, -'.html'.length)];
  return [];
}

function describeRepresentation(
  urlPath: string,
  body: Buffer,
  encoding: string | undefined,
  commonHeaders: [string, string][],
  hasCopies: boolean,
): Representation {
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const cacheControl = cacheControlFor(urlPath);
  // A cache must keep each representation apart only when there is more than one.
  const vary: [string, string][] = hasCopies ? [['Vary', 'Accept-Encoding']] : [];
  const described: [string, string][] = [
    ['Content-Type', typeOf(urlPath)],
    ['Cache-Control', cacheControl],
    ['ETag', etag],
    ...vary,
    ...(encoding ? ([['Content-Encoding', encoding]] as [string, string][]) : []),
    ['Accept-Ranges', 'bytes'],
  ];
  return {
    body,
    etag,
    ok: flat([...commonHeaders, ...described, ['Content-Length', String(body.length)]]),
    notModified: flat([...commonHeaders, ['ETag', etag], ['Cache-Control', cacheControl], ...vary]),
    described,
  };
}

/** The type from the file's name, as Express names it (`text/html; charset=utf-8`). */
function typeOf(urlPath: string): string {
  const extension = path.posix.extname(urlPath) || EXTENSIONLESS_TYPES[urlPath] || '';
  return contentType(extension) || 'application/octet-stream';
}

function flat(pairs: [string, string][]): string[] {
  return pairs.flat();
}

/** Every file under the folder by its address; hidden files (`.env`) are not part of the site. */
function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const hidden = relative.split('/').some((part) => part.startsWith('.'));
    if (hidden && !relative.startsWith('.well-known/')) continue;
    files.set(`/${relative.normalize()}`, fs.readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

function decodeOrKeep(requestPath: string): string {
  try {
    return decodeURI(requestPath);
  } catch {
    return requestPath;
  }
}

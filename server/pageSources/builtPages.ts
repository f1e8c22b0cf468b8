/**
 * The prerendered site of `dist/client`, served by sirv: clean paths
 * (`/who-we-are` → `who-we-are/index.html`), the brotli/gzip copies the build wrote, ETags,
 * and caching: a year for hashed assets, revalidation for everything else.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { contentType } from 'mime-types';
import sirv from 'sirv';
import { BUILD_LAYOUT } from '../../builtSite/manifest';
import type { PageServer } from './pageServer';

/** Hashed file names change with their content, so browsers may keep them for a year. */
const IMMUTABLE_PREFIX = '/assets/';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else keeps its address across deploys: reuse only after revalidating (ETag). */
const REVALIDATE_CACHE = 'no-cache';

export function createBuiltPages(buildDir: string): PageServer {
  const clientDir = path.join(buildDir, BUILD_LAYOUT.client);
  // Read once: the page changes only with a new build, which comes with a restart.
  const notFoundHtml = readIfPresent(path.join(buildDir, BUILD_LAYOUT.notFoundPage));
  const files = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', pathname.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      setContentType(res, pathname);
      // sirv answers Range requests for every file; say so, as a plain file server does.
      res.setHeader('Accept-Ranges', 'bytes');
    },
  });

  return {
    handler: (req, res, next) => (failsIfMatch(req) ? refusePrecondition(res) : files(req, res, next)),
    strictCsp: true,
    async pageHtml(urlPath) {
      try {
        return await fs.promises.readFile(path.join(clientDir, urlPath, 'index.html'), 'utf8');
      } catch {
        return undefined;
      }
    },
    sendNotFound(_req, res) {
      res.status(404).setHeader('Cache-Control', REVALIDATE_CACHE);
      if (notFoundHtml) res.type('html').send(notFoundHtml);
      else res.type('text').send('Not found');
    },
    close: async () => {},
  };
}

/**
 * Our ETags are weak (sirv's size and time), and If-Match compares strongly, so no listed tag
 * can ever match: only `If-Match: *` lets the request through (RFC 9110, 13.1.1).
 */
function failsIfMatch(req: http.IncomingMessage): boolean {
  const ifMatch = req.headers['if-match'];
  return ifMatch !== undefined && ifMatch.trim() !== '*';
}

function refusePrecondition(res: http.ServerResponse): void {
  res.statusCode = 412;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Precondition failed');
}

/** Files the build writes without an extension, and what they hold. */
const EXTENSIONLESS_FILES: Record<string, string> = { '/_redirects': '.txt' };

/**
 * The type from the address, as Express names it (`text/html; charset=utf-8`): a clean path
 * is a page, and `index.html.br` is still HTML.
 */
function setContentType(res: http.ServerResponse, pathname: string): void {
  const extension = path.extname(pathname) || (EXTENSIONLESS_FILES[pathname] ?? '.html');
  const type = contentType(extension);
  if (type) res.setHeader('Content-Type', type);
}

function readIfPresent(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

/** The prerendered site, served by sirv; a new build comes with a restart. */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { contentType } from 'mime-types';
import sirv from 'sirv';
import { BUILD_LAYOUT, notFoundPageOf } from '../../built-site/manifest';
import { languageOfPath, TRANSLATED_LANGUAGES } from '../../lib/languages';
import { cacheControlFor, REVALIDATE_CACHE } from '../../built-site/responseHeaders';
import type { PageServer } from './pageServer';

/** Files the build writes without an extension: plain text, as static hosts serve them. */
const PLAIN_TEXT_FILES = new Set(['/_redirects', '/_headers']);

export function createBuiltPages(buildDir: string): PageServer {
  const clientDir = path.join(buildDir, BUILD_LAYOUT.client);
  const serve = sirv(clientDir, { etag: true, brotli: true, gzip: true, setHeaders: describeFile });
  const notFoundHtml = readIfPresent(path.join(buildDir, BUILD_LAYOUT.notFoundPage));
  // Each translated language's own, where the build wrote one (an unknown /fr/… address is answered in French).
  const translatedNotFound = new Map(
    TRANSLATED_LANGUAGES.flatMap((lang) => {
      const html = readIfPresent(path.join(buildDir, notFoundPageOf(lang)));
      return html ? [[lang, html] as const] : [];
    }),
  );

  return {
    handler: (req, res, next) => {
      ignoreRangesSirvMisreads(req);
      serve(req, res, next);
    },
    strictCsp: true,
    pageHtml: async (urlPath) => readIfPresent(path.join(clientDir, urlPath, 'index.html'))?.toString('utf8'),
    sendNotFound(req, res) {
      res.status(404).setHeader('Cache-Control', REVALIDATE_CACHE);
      const html = translatedNotFound.get(languageOfPath(req.path)) ?? notFoundHtml;
      if (html) res.type('html').send(html);
      else res.type('text').send('Not found');
    },
    close: async () => {},
  };
}

/** sirv's headers for a file it found, completed: our cache rule, our types, and If-Match. */
function describeFile(res: http.ServerResponse, urlPath: string): void {
  refuseFailedIfMatch(res.req);
  res.setHeader('Cache-Control', cacheControlFor(urlPath));
  // sirv leaves `.ico` and extensionless files untyped, and text without a charset.
  const extension = path.posix.extname(urlPath);
  const type = PLAIN_TEXT_FILES.has(urlPath) ? 'text/plain; charset=utf-8' : extension && contentType(extension);
  if (type) res.setHeader('Content-Type', type);
}

/** sirv ignores If-Match; its ETags are weak, so only `*` can pass (RFC 9110, 13.1.1): else 412. */
function refuseFailedIfMatch(req: http.IncomingMessage): void {
  const ifMatch = req.headers['if-match'];
  // A 412 that Express's last resort answers, logged as a client's mistake (app.ts).
  if (ifMatch !== undefined && ifMatch.trim() !== '*')
    throw Object.assign(new Error(), { name: 'PreconditionFailed', status: 412 });
}

/** A Range sirv misreads (suffix, several, If-Range) is dropped: the whole file is sent (RFC 9110, 14.2). */
function ignoreRangesSirvMisreads(req: http.IncomingMessage): void {
  const { range } = req.headers;
  if (range === undefined) return;
  const single = /^bytes=(\d+)-(\d*)$/.exec(range.trim());
  const readable = single && (single[2] === '' || Number(single[2]) >= Number(single[1]));
  if (!readable || req.headers['if-range'] !== undefined) delete req.headers.range;
}

function readIfPresent(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

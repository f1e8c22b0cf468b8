/**
 * Serves the prerendered site from dist/client the way the pages expect: clean paths
 * (`/who-we-are` → `who-we-are/index.html`), no trailing slashes, 301s for every alias in
 * the content, brotli/gzip copies written by the postbuild step, and the not-found page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import type { Redirect } from '../siteContent/redirects';
import { normalisePath } from '../siteContent/routes';

/** Hashed file names change with their content, so browsers may keep them for a year. */
const IMMUTABLE_PREFIX = '/assets/';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else keeps its address across deploys: reuse only after revalidating (ETag). */
const REVALIDATE_CACHE = 'no-cache';

/** Precompressed siblings, in order of preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface StaticSiteOptions {
  distDir: string;
  redirects: Redirect[];
}

export function createStaticSite({ distDir, redirects }: StaticSiteOptions): RequestHandler {
  const aliasTargets = new Map(redirects.map((r) => [normalisePath(r.from), r.to]));
  const notFoundPage = loadNotFoundPage(distDir);

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendNotFound(res, notFoundPage);

    const target = aliasTargets.get(toSafeLocalPath(req.path));
    if (target) return redirectPermanently(req, res, target);
    if (req.path.length > 1 && req.path.endsWith('/')) return redirectPermanently(req, res, toSafeLocalPath(req.path));

    const file = await findFile(distDir, req.path);
    if (!file) return sendNotFound(res, notFoundPage);
    await sendStaticFile(req, res, file, req.path.startsWith(IMMUTABLE_PREFIX)).catch(next);
  };
}

/**
 * The canonical form of a request path: no trailing slash, and one leading slash only,
 * so that `//evil.example/` can never become a protocol-relative Location.
 */
function toSafeLocalPath(urlPath: string): string {
  return normalisePath(urlPath.replace(/^\/+/, '/'));
}

function redirectPermanently(req: Request, res: Response, target: string): void {
  const queryStart = req.originalUrl.indexOf('?');
  const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
  res.redirect(301, `${target}${query}`);
}

/** The file a clean path means, or undefined. Never leaves distDir, never serves dotfiles. */
async function findFile(distDir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return undefined;
  const candidate = path.join(distDir, decoded);
  if (candidate !== distDir && !candidate.startsWith(distDir + path.sep)) return undefined;

  const stats = await statOrUndefined(candidate);
  if (stats?.isFile()) return candidate;
  if (stats?.isDirectory()) {
    const index = path.join(candidate, 'index.html');
    if ((await statOrUndefined(index))?.isFile()) return index;
  }
  return undefined;
}

async function statOrUndefined(file: string): Promise<fs.Stats | undefined> {
  try {
    return await fs.promises.stat(file);
  } catch {
    return undefined;
  }
}

/** Sends a file, or its .br/.gz sibling when the client accepts it, with its own ETag. */
async function sendStaticFile(req: Request, res: Response, file: string, immutable: boolean): Promise<void> {
  const variants = await findCompressedVariants(file);
  if (variants.length > 0) res.vary('Accept-Encoding');
  const chosen = variants.find((variant) => req.acceptsEncodings(variant.name) === variant.name);

  // The type comes from the original name: `index.html.br` is still HTML.
  res.type(path.extname(file));
  res.setHeader('Cache-Control', immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  if (chosen) res.setHeader('Content-Encoding', chosen.name);

  await new Promise<void>((resolve, reject) => {
    res.sendFile(
      chosen ? chosen.file : file,
      { cacheControl: false, dotfiles: 'allow', acceptRanges: !chosen },
      (error) => {
        // A client that hangs up mid-transfer is not a server error.
        if (error && !res.headersSent) reject(error);
        else resolve();
      },
    );
  });
}

async function findCompressedVariants(file: string): Promise<{ name: string; file: string }[]> {
  const found: { name: string; file: string }[] = [];
  for (const encoding of ENCODINGS) {
    const candidate = file + encoding.suffix;
    if ((await statOrUndefined(candidate))?.isFile()) found.push({ name: encoding.name, file: candidate });
  }
  return found;
}

interface NotFoundPage {
  html: Buffer | undefined;
}

/** Read once at start-up: the page changes only with a new build, which comes with a restart. */
function loadNotFoundPage(distDir: string): NotFoundPage {
  const file = path.join(distDir, '404.html');
  return { html: fs.existsSync(file) ? fs.readFileSync(file) : undefined };
}

function sendNotFound(res: Response, page: NotFoundPage): void {
  res.status(404).setHeader('Cache-Control', REVALIDATE_CACHE);
  if (page.html) res.type('html').send(page.html);
  else res.type('text').send('Not found');
}

/** Aliases and other spellings of a path to its one address; a Location with one leading slash never leaves the site. */
import type { RequestHandler } from 'express';
import type { SiteManifest } from '../built-site/manifest';
import { normalisePath } from '../lib/urlPath';
import { oncePerObject } from '../lib/oncePerObject';

export function createRedirects(site: () => SiteManifest): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = redirectTarget(site(), req.path);
    if (!target) return next();
    const queryStart = req.originalUrl.indexOf('?');
    res.redirect(301, `${target}${queryStart === -1 ? '' : req.originalUrl.slice(queryStart)}`);
  };
}

const aliasesOf = oncePerObject(
  (manifest: SiteManifest) => new Map(manifest.redirects.map((r) => [normalisePath(r.from), r.to])),
);
/** Pages and aliases by their lower-case address: where `/WHAT-WE-DO` leads. */
const addressesOf = oncePerObject(
  (manifest: SiteManifest) =>
    new Map([
      ...manifest.pages.map((page): [string, string] => [page.toLowerCase(), page]),
      ...manifest.redirects.map((r): [string, string] => [normalisePath(r.from).toLowerCase(), r.to]),
    ]),
);

function redirectTarget(manifest: SiteManifest, requestPath: string): string | undefined {
  const canonical = canonicalPath(requestPath);
  const target = aliasesOf(manifest).get(canonical);
  if (target) return target;
  const lowerCase = canonical.toLowerCase();
  const addressed = lowerCase !== canonical ? addressesOf(manifest).get(lowerCase) : undefined;
  if (addressed) return addressed;
  return canonical !== requestPath ? canonical : undefined;
}

/** One leading slash, no trailing one; backslashes count as slashes, as browsers read `/\evil.example`. */
function canonicalPath(requestPath: string): string {
  const urlPath = requestPath.replaceAll('\\', '/');
  let start = 0;
  while (start < urlPath.length - 1 && urlPath[start + 1] === '/') start += 1;
  const withoutExtraLeading = urlPath.slice(start);
  // normalisePath also folds `/page/index.html` into `/page`; that file is still served as it is.
  return withoutExtraLeading.endsWith('/index.html') ? withoutExtraLeading : normalisePath(withoutExtraLeading);
}

/**
 * Strict security headers for every answer of the server, from the site's one header table
 * (built-site/responseHeaders.ts), which the build's `_headers` file is written from too. The
 * search page and its files get the one policy that also lets the search's WebAssembly run.
 */
import type { RequestHandler } from 'express';
import { CSP_HEADER, SEARCH_CSP, securityHeaderEntries, usesSearchCsp } from '../built-site/responseHeaders';

/**
 * @param strictCsp false only in development, where Vite injects inline scripts for live reload.
 * @param searchPath the search page's address, when the site has one (it may change in `npm run dev`).
 */
export function createSecurityHeaders({
  strictCsp,
  searchPath,
}: {
  strictCsp: boolean;
  searchPath: () => string | undefined;
}): RequestHandler {
  const headers = securityHeaderEntries({ strictCsp });
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (strictCsp && usesSearchCsp(req.path, searchPath())) res.setHeader(CSP_HEADER, SEARCH_CSP);
    next();
  };
}

/** Every answer's security headers, from the site's one table; the search page's CSP lets its WebAssembly run. */
import type { RequestHandler } from 'express';
import { CSP_HEADER, SEARCH_CSP, securityHeaderEntries, usesSearchCsp } from '../built-site/responseHeaders';

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

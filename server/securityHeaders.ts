/**
 * Strict security headers for every answer of the server, from the site's one header table
 * (build-output/responseHeaders.ts), which the build's `_headers` file is written from too.
 */
import type { RequestHandler } from 'express';
import { securityHeaderEntries } from '../build-output/responseHeaders';

/** @param strictCsp false only in development, where Vite injects inline scripts for live reload. */
export function createSecurityHeaders({ strictCsp }: { strictCsp: boolean }): RequestHandler {
  const headers = securityHeaderEntries({ strictCsp });
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

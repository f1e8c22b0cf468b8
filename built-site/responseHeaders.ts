/** The headers every answer carries, in one table for the server and the `_headers` file, so the two never drift apart. */
import { SEARCH_INDEX_PATH } from './searchFiles';

/** Only our own files: no inline scripts or styles (JSON-LD is data, which CSP does not execute). */
const CSP_DIRECTIVES: [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'self'"],
  ['object-src', "'none'"],
];

export const CSP_HEADER = 'Content-Security-Policy';

const cspOf = (directives: [string, string][]) => directives.map(([name, value]) => `${name} ${value}`).join(';');

/** The search page and its index's files alone may compile WebAssembly: Pagefind's, in a worker of ours. */
export const SEARCH_CSP = cspOf(
  CSP_DIRECTIVES.map(([name, value]) => [name, name === 'script-src' ? `${value} 'wasm-unsafe-eval'` : value]),
);

export function usesSearchCsp(urlPath: string, searchPath: string | undefined): boolean {
  return searchPath !== undefined && (urlPath === searchPath || urlPath.startsWith(SEARCH_INDEX_PATH));
}

/**
 * The headers helmet 8 sent with the settings the site used (strict CSP, a year of HSTS with
 * subdomains, no preload, `DENY` framing), written out, plus the permissions policy: features
 * the site never uses, switched off so an injected script cannot ask for them.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  [CSP_HEADER]: cspOf(CSP_DIRECTIVES),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** `strictCsp` false only in development, where Vite injects inline scripts for live reload. */
export function securityHeaderEntries({ strictCsp }: { strictCsp: boolean }): [string, string][] {
  return Object.entries(SECURITY_HEADERS).filter(([name]) => strictCsp || name !== CSP_HEADER);
}

/** Hashed file names change with their content, so browsers may keep them for a year. */
export const IMMUTABLE_PREFIX = '/assets/';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else keeps its address across deploys: reuse only after revalidating (ETag). */
export const REVALIDATE_CACHE = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * `dist/client/_headers`, for static hosts that read it (Netlify, Cloudflare Pages). Cloudflare
 * joins a header named by two matching rules with a comma, so `/assets/*` first detaches the
 * Cache-Control of `/*` (`! Cache-Control`; Netlify skips the line, and its later rule wins).
 */
export function renderHeadersFile(searchPath?: string): string {
  const everyPath = { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor('/') };
  // The same detaching as Cache-Control above: two policies would both apply, the stricter winning.
  const searchRules = searchPath
    ? [searchPath, `${SEARCH_INDEX_PATH}*`].flatMap((pattern) => [
        pattern,
        `  ! ${CSP_HEADER}`,
        `  ${CSP_HEADER}: ${SEARCH_CSP}`,
      ])
    : [];
  return [
    '# Written by the build from built-site/responseHeaders.ts: the same headers the server sends.',
    '/*',
    ...Object.entries(everyPath).map(([name, value]) => `  ${name}: ${value}`),
    `${IMMUTABLE_PREFIX}*`,
    '  ! Cache-Control',
    `  Cache-Control: ${cacheControlFor(IMMUTABLE_PREFIX)}`,
    ...searchRules,
    '',
  ].join('\n');
}

/**
 * `dist/client/_headers`, for static hosts that read it (Netlify, Cloudflare Pages). Cloudflare
 * joins a header named by two matching rules with a comma, so `/assets/*` first detaches the
 * Cache-Control of `/*` (`! Cache-Control`; Netlify skips the line, and its later rule wins).
 */
import { cacheControlFor, CSP_HEADER, IMMUTABLE_PREFIX, SEARCH_CSP, SECURITY_HEADERS } from './responseHeaders';
import { SEARCH_INDEX_PATH } from './searchFiles';

export const HEADERS_FILE = '_headers';

export function renderHeadersFile(searchPath?: string): string {
  const everyPath = { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor('/') };
  const assets = `${IMMUTABLE_PREFIX}*`;
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
    assets,
    '  ! Cache-Control',
    `  Cache-Control: ${cacheControlFor(IMMUTABLE_PREFIX)}`,
    ...searchRules,
    '',
  ].join('\n');
}

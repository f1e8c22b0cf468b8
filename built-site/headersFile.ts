/**
 * `dist/client/_headers`: the headers the server sends, for static hosts that read the file
 * (Netlify, Cloudflare Pages). A path pattern, then its headers indented below it.
 *
 * A request matching two rules gets both rules' headers, and a header named in both is joined
 * with a comma on Cloudflare ("no-cache, public, max-age=…"). So `/assets/*` first detaches
 * the Cache-Control of `/*` (`! Cache-Control`, Cloudflare's syntax; Netlify skips a line
 * without a colon, and there the later rule's value wins), then sets its own.
 */
import { cacheControlFor, CSP_HEADER, IMMUTABLE_PREFIX, SEARCH_CSP, SECURITY_HEADERS } from './responseHeaders';
import { SEARCH_INDEX_PATH } from './searchFiles';

export const HEADERS_FILE = '_headers';

/** @param searchPath the search page's address, when the site has one: it and the index's files get the search policy. */
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

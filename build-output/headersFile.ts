/**
 * `dist/client/_headers`: the headers the server sends, for static hosts that read the file
 * (Netlify, Cloudflare Pages). A path pattern, then its headers indented below it.
 *
 * A request matching two rules gets both rules' headers, and a header named in both is joined
 * with a comma on Cloudflare ("no-cache, public, max-age=…"). So `/assets/*` first detaches
 * the Cache-Control of `/*` (`! Cache-Control`, Cloudflare's syntax; Netlify skips a line
 * without a colon, and there the later rule's value wins), then sets its own.
 */
import { cacheControlFor, IMMUTABLE_PREFIX, SECURITY_HEADERS } from './responseHeaders';

export const HEADERS_FILE = '_headers';

export function renderHeadersFile(): string {
  const everyPath = { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor('/') };
  const assets = `${IMMUTABLE_PREFIX}*`;
  return [
    '# Written by the build from build-output/responseHeaders.ts: the same headers the server sends.',
    '/*',
    ...Object.entries(everyPath).map(([name, value]) => `  ${name}: ${value}`),
    assets,
    '  ! Cache-Control',
    `  Cache-Control: ${cacheControlFor(IMMUTABLE_PREFIX)}`,
    '',
  ].join('\n');
}

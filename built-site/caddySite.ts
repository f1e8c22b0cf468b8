/**
 * `dist/site.caddy`: Caddy's share of the built site, for deploy/Caddyfile to import. Written with
 * `dist/site.json` from the same manifest and header table the server reads, so Caddy serving
 * `dist/client` itself and the server answering the same address always agree.
 */
import { contentType } from 'mime-types';
import { CONTACT_ERRORS_PATH, CONTACT_PATH } from '../consultation-request/endpoint';
import { LANGUAGES, messagesIn } from '../lib/languages';
import { cacheControlFor, CSP_HEADER, IMMUTABLE_PREFIX, SEARCH_CSP, SECURITY_HEADERS } from './responseHeaders';
import { SEARCH_INDEX_PATH } from './searchFiles';

/** A Caddyfile token: quoted, so a space or a brace in a value is text. */
const quoted = (value: string) => JSON.stringify(value);

interface Redirect {
  from: string;
  to: string;
}

/** What it needs of `dist/site.json` (manifest.ts, which writes both files). */
interface SiteFacts {
  redirects: Redirect[];
  searchPath?: string;
  formPages?: Record<string, { contact: string; errors: string }>;
}

export function renderCaddySite(site: SiteFacts): string {
  // The pages the server fills in (the form's token and area, the errors named): files only while it is down.
  const formPages = [{ contact: CONTACT_PATH, errors: CONTACT_ERRORS_PATH }, ...Object.values(site.formPages ?? {})];
  const searchPaths = site.searchPath ? [site.searchPath, `${SEARCH_INDEX_PATH}*`] : [];
  const headers = [
    '\timport security_headers',
    `\theader Cache-Control ${quoted(cacheControlFor('/'))}`,
    // Caddy's Go types lack the web app manifest's, and would send none.
    '\t@manifest path *.webmanifest',
    `\theader @manifest Content-Type ${quoted(contentType('.webmanifest') || '')}`,
    `\theader ${IMMUTABLE_PREFIX}* Cache-Control ${quoted(cacheControlFor(IMMUTABLE_PREFIX))}`,
    ...searchPaths.map((pattern) => `\theader ${pattern} ${CSP_HEADER} ${quoted(SEARCH_CSP)}`),
  ];
  const unavailable = LANGUAGES.map((lang) => `<p>${messagesIn(lang).failures.unavailable}</p>`).join('');
  return [
    '# Written by the build (built-site/caddySite.ts) from the tables the server uses: do not edit.',
    '(security_headers) {',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `\theader ${name} ${quoted(value)}`),
    '}',
    '(built_redirects) {',
    ...(site.redirects.length === 0 ? [] : redirectLines(site.redirects)),
    '}',
    '(server_pages) {',
    `\tnot path ${formPages.flatMap((pages) => [pages.contact, pages.errors]).join(' ')}`,
    '}',
    // In a route where it is imported: in the order written, before the file's address is rewritten.
    '(built_headers) {',
    ...headers,
    '}',
    '(server_down_post) {',
    '\timport security_headers',
    '\theader Content-Type "text/html; charset=utf-8"',
    '\theader Cache-Control no-store',
    `\trespond ${quoted(`<!doctype html><meta charset="utf-8"><title>503</title>${unavailable}`)} 503`,
    '}',
    '',
  ].join('\n');
}

/** The aliases' 301s, with the headers of every answer (Caddy's `redir` alone sends none). */
function redirectLines(redirects: Redirect[]): string[] {
  return [
    `\t@alias path ${redirects.map((r) => quoted(r.from)).join(' ')}`,
    '\thandle @alias {',
    '\t\timport security_headers',
    // The visitor's query goes along, as the server's redirects keep it.
    '\t\t@query expression `{query} != ""`',
    '\t\tvars @query query "?{query}"',
    ...redirects.map((r) => `\t\tredir ${quoted(r.from)} ${quoted(`${r.to}{http.vars.query}`)} 301`),
    '\t}',
  ];
}

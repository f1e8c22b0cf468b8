/**
 * The editor's pages and API get a policy of their own, wider than the site's in three ways
 * only: Keystatic's UI sets styles inline (its CSS-in-JS), it talks to GitHub's API from the
 * browser in GitHub mode, and it shows pictures and avatars that GitHub serves. Every other
 * address keeps the site's strict policy.
 */
const EDITOR_CSP_DIRECTIVES: [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self' https://api.github.com"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'self'"],
  ['object-src', "'none'"],
];

export const EDITOR_CSP = EDITOR_CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join(';');

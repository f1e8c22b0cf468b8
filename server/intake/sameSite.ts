/**
 * Refuses consultation requests that another website made a visitor's browser send. Such a
 * page can post our form without the visitor knowing (a form or a `no-cors` fetch), and each
 * visitor it reaches has a rate limit of their own. Browsers say where a request comes from:
 * `Sec-Fetch-Site`, and `Origin` on every POST. A client that sends neither (curl, an older
 * browser) is let through: the honeypot and the rate limit still apply to it.
 */
import type { Request, RequestHandler } from 'express';
import { answerFailure } from './responses';

export const refuseCrossSite: RequestHandler = (req, res, next) => {
  if (comesFromAnotherSite(req)) return answerFailure(req, res, 'cross-site');
  next();
};

function comesFromAnotherSite(req: Request): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  // "null" is what a sandboxed frame or a privacy-redirected request sends: not our page.
  if (origin === 'null') return true;
  try {
    // req.host is the Host header, or X-Forwarded-Host behind a trusted proxy (TRUST_PROXY).
    return new URL(origin).host !== req.host;
  } catch {
    return true;
  }
}

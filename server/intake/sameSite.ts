/**
 * Refuses requests another website made a visitor's browser send (`Sec-Fetch-Site`, `Origin`). A
 * client that sends neither is let through: the honeypot and the rate limit still apply.
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

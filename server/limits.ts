/**
 * Bounds on what a client may send, checked before any other work: a request line longer than
 * any address of the site is refused at once, so it cannot cost the single thread anything.
 */
import type { RequestHandler } from 'express';

/** Far beyond the longest address of the site with a query string; browsers send up to ~8 KB. */
const MAX_URL_LENGTH = 2048;

export const refuseLongUrls: RequestHandler = (req, res, next) => {
  if (req.url.length <= MAX_URL_LENGTH) return next();
  res.status(414).setHeader('Cache-Control', 'no-store');
  res.type('text').send('URI too long');
};

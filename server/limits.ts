/** Bounds on what a client may send, checked before any other work. */
import type { RequestHandler } from 'express';

/** Far beyond the longest address of the site with a query string; browsers send up to ~8 KB. */
const MAX_URL_LENGTH = 2048;

export const refuseLongUrls: RequestHandler = (req, res, next) => {
  if (req.url.length <= MAX_URL_LENGTH) return next();
  res.status(414).setHeader('Cache-Control', 'no-store');
  res.type('text').send('URI too long');
};

/** An HTTP/1.1 request must name its host (RFC 9112, 3.2): refused here, with our headers. */
export const refuseMissingHost: RequestHandler = (req, res, next) => {
  if (req.headers.host !== undefined || req.httpVersionMajor !== 1 || req.httpVersionMinor < 1) return next();
  res.status(400).setHeader('Cache-Control', 'no-store');
  res.setHeader('Connection', 'close');
  res.type('text').send('Bad Request');
};

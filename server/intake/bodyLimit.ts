/** Stops reading a body at the size limit and answers 413 at once (the parsers would read an endless one). */
import type { Request, RequestHandler, Response } from 'express';
import { answerFailure } from './responses';

/** Well above the largest valid request (about 8,000 characters of text). */
export const BODY_LIMIT_BYTES = 32 * 1024;

export function limitBodySize(maxBytes = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) return refuseTooLarge(req, res);
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes && !res.headersSent) refuseTooLarge(req, res);
    });
    next();
  };
}

function refuseTooLarge(req: Request, res: Response): void {
  res.setHeader('Connection', 'close');
  // Once the answer is out, nothing more of this body is read.
  res.on('finish', () => req.destroy());
  answerFailure(req, res, 'too-large');
}

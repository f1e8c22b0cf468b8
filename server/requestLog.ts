/**
 * One line per request: method, path without its query, status, ms; no headers or addresses. Our own few lines
 * rather than pino-http, which builds a child logger for every request: an eighth of a post's CPU (docs/benchmarks.md).
 */
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

export function createRequestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // originalUrl, because routers rewrite req.url while they run.
    const path = truncate(req.originalUrl.split('?')[0] ?? '');
    // 'close' comes once, after the answer is sent or when the client left first.
    res.once('close', () =>
      logger.info(res.writableEnded ? 'request' : 'request aborted', {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      }),
    );
    next();
  };
}

const truncate = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text);

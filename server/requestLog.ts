import type { RequestHandler } from 'express';
import type { Logger } from './logger';

/**
 * One line per request: method, path, status, duration. The path is logged without its
 * query string (the no-JavaScript error page carries field names there, and other
 * query strings could carry anything); client addresses are not logged at all.
 */
export function createRequestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info('request', {
        method: req.method,
        path: truncate(pathWithoutQuery(req.originalUrl), 200),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  };
}

/** originalUrl, because routers rewrite req.url (and so req.path) while they run. */
function pathWithoutQuery(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

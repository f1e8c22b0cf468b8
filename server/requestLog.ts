/** One line per request (pino-http): method, path without its query, status, ms; no headers or addresses. */
import type http from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

export function createRequestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: logger.pino,
    // Only what requestLine picks: pino-http's default serializers would log every header.
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined, err: () => undefined },
    customSuccessObject: requestLine,
    customErrorObject: (req, res, _error, logged: { responseTime: number }) => requestLine(req, res, logged),
    customSuccessMessage: (_req, res) => (res.writableEnded ? 'request' : 'request aborted'),
    customErrorMessage: () => 'request',
  });
}

function requestLine(req: http.IncomingMessage, res: http.ServerResponse, logged: { responseTime: number }) {
  return { method: req.method, path: truncate(pathWithoutQuery(req)), status: res.statusCode, ms: logged.responseTime };
}

/** originalUrl, because routers rewrite req.url (and so req.path) while they run. */
function pathWithoutQuery(req: http.IncomingMessage): string {
  return ((req as { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?')[0] ?? '';
}

function truncate(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

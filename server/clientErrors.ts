/**
 * The answers Node's HTTP server gives by itself, before the app sees a request: 400 for a
 * request it cannot parse, 431 for headers over its limit, 413 for chunk extensions over theirs,
 * 408 for a request not whole within REQUEST_TIMEOUT_SECONDS, 417 for an `Expect` it does not
 * know. Node writes them without a header of ours; these are the same answers with the security
 * headers every other answer of the site carries (built-site/responseHeaders.ts).
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { securityHeaderEntries } from '../built-site/responseHeaders';

/** Node's own choice of status for a parse or timeout error, by the error's code; else 400. */
const STATUS_OF_ERROR: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** @param strictCsp as the pages' (false only in development, see securityHeaders.ts) */
export function answerClientErrors(server: http.Server, { strictCsp }: { strictCsp: boolean }): void {
  const headers: [string, string][] = [...securityHeaderEntries({ strictCsp }), ['Cache-Control', 'no-store']];
  // The response in progress on each connection: once its head is out, another answer
  // written on the same connection would corrupt it, so the connection is only closed.
  const inProgress = new WeakMap<Duplex, http.ServerResponse>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => inProgress.set(req.socket, res));

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const res = inProgress.get(socket);
    const midAnswer = res !== undefined && res.headersSent && !res.writableFinished;
    if (error.code !== 'ECONNRESET' && socket.writable && !midAnswer) {
      socket.write(rawAnswer(STATUS_OF_ERROR[error.code ?? ''] ?? 400, headers));
    }
    socket.destroy();
  });

  server.on('checkExpectation', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(417, Object.fromEntries([...headers, ['Connection', 'close']])).end();
  });
}

function rawAnswer(status: number, headers: [string, string][]): string {
  const text = http.STATUS_CODES[status] ?? 'Bad Request';
  const lines = [
    `HTTP/1.1 ${status} ${text}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${text}`;
}

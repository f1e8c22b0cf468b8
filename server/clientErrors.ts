/** The answers Node gives by itself (400, 408, 413, 417, 431), with the site's security headers. */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { securityHeaderEntries } from '../built-site/responseHeaders';

/** Node's own choice of status for a parse or timeout error, by the error's code; else 400. */
const STATUS_OF_ERROR: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export function answerClientErrors(server: http.Server, { strictCsp }: { strictCsp: boolean }): void {
  const headers: [string, string][] = [...securityHeaderEntries({ strictCsp }), ['Cache-Control', 'no-store']];
  // Once a response's head is out, another answer would corrupt it: the connection is only closed.
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

/** One HTTP request with any method, path and headers, or any bytes at all, answered with its status, headers and bytes. */
import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';
import { SECURITY_HEADERS } from '../../../built-site/responseHeaders';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * node:http with the path as written, on a connection of its own: fetch decodes bodies, follows
 * redirects, adds headers of its own, and (like a URL string) resolves `..` and doubled slashes
 * before sending.
 */
export function rawRequest(baseUrl: string, urlPath: string, { method = 'GET', headers = {}, body }: RawRequest = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: urlPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Bytes written as they are on a connection of their own (a request Node itself refuses, or one
 * never finished), and the answer read until the server closes the connection.
 */
export function rawExchange(baseUrl: string, bytes: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while a refused request is still being written: what it answered counts.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      const answer = Buffer.concat(chunks);
      const headEnd = answer.indexOf('\r\n\r\n');
      if (headEnd < 0) return reject(new Error(`no answer, only ${JSON.stringify(answer.toString('latin1'))}`));
      const [statusLine = '', ...headerLines] = answer.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: answer.subarray(headEnd + 4) });
    });
  });
}

/** The answer carries every security header the site sends, with its value. */
export function expectSecurityHeaders(answer: { headers: http.IncomingHttpHeaders }): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(answer.headers[name.toLowerCase()], name).toBe(value);
  }
}

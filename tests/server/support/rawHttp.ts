/** One HTTP request with any method, path and headers, answered with its status, headers and bytes. */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
}

/**
 * node:http with the path as written: fetch decodes bodies, follows redirects, adds headers of
 * its own, and (like a URL string) resolves `..` and doubled slashes before sending.
 */
export function rawRequest(baseUrl: string, urlPath: string, { method = 'GET', headers = {} }: RawRequest = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

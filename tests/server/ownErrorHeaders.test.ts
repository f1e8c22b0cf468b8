/**
 * Every answer carries the security headers, also those Node's HTTP server gives by itself before
 * the app sees a request (a request it cannot parse, headers too large, a request too slow, an
 * unknown expectation) and the app's first refusal (a request line too long), sent as a hostile
 * client would send them, on raw connections.
 */
import { describe, expect, it } from 'vitest';
import { serverForFile } from './support/fileServer';
import { ENDPOINT } from './support/fixtures';
import { expectSecurityHeaders, rawExchange } from './support/rawHttp';

const server = serverForFile({ REQUEST_TIMEOUT_SECONDS: '1' });

const HOST = 'Host: 127.0.0.1\r\n';

describe("Node's own answers", () => {
  it.each([
    ['a header line without a colon', 400, `GET / HTTP/1.1\r\n${HOST}No colon here\r\n\r\n`],
    ['a request line that is not HTTP', 400, 'HELLO THERE\r\n\r\n'],
    ['a body length that is not a number', 400, `POST ${ENDPOINT} HTTP/1.1\r\n${HOST}Content-Length: ten\r\n\r\n`],
    ['headers of 20 KB', 431, `GET / HTTP/1.1\r\n${HOST}X-Padding: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['an HTTP/1.1 request without a Host', 400, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['two Host headers', 400, `GET / HTTP/1.1\r\n${HOST}Host: elsewhere.example\r\nConnection: close\r\n\r\n`],
    ['an empty Host', 400, 'GET / HTTP/1.0\r\nHost:\r\nConnection: close\r\n\r\n'],
    ['an expectation no one knows', 417, `GET / HTTP/1.1\r\n${HOST}Expect: the-unexpected\r\n\r\n`],
    ['headers that never end', 408, `GET / HTTP/1.1\r\n${HOST}X-Slow: `],
    [
      'a request line over 2,048 characters',
      414,
      `GET /${'a'.repeat(3000)} HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`,
    ],
  ])('%s: %i with every security header', async (_, status, bytes) => {
    const answer = await rawExchange(server.url, bytes);
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer);
  });

  it('a request still arriving after REQUEST_TIMEOUT_SECONDS: 408 with every security header', async () => {
    const started = performance.now();
    const answer = await rawExchange(
      server.url,
      `POST ${ENDPOINT} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"a":`,
    );
    expect(answer.status).toBe(408);
    expectSecurityHeaders(answer);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('the site still answers on a new connection afterwards', async () => {
    const answer = await rawExchange(server.url, `GET /healthz HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`);
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer);
  });
});

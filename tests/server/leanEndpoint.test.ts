/**
 * The endpoint's lean path (server/intake/leanEndpoint.ts) answers exactly as the Express
 * route does: the same status, body and headers, and the same rows stored. Each request is
 * sent twice: once as the lean path takes it (a declared length), once chunked, which only
 * the Express route takes.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/logger';
import { startServer, type RunningServer } from '../../server/server';
import { ENDPOINT, removeTempDirs, testConfig, validRequest } from './support/fixtures';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(testConfig({ RATE_LIMIT_MAX: '1000' }), { logger: silentLogger });
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers that differ between any two answers: the time, and the time left in the window. */
function comparable(answer: Answer): Answer {
  const headers: Record<string, string> = {
    ...answer.headers,
    ratelimit: (answer.headers.ratelimit ?? '').replace(/;r=\d+;t=\d+/, ''),
  };
  delete headers.date;
  return { ...answer, headers };
}

function post(body: string, chunked: boolean, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(`${server.url}${ENDPOINT}`);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(Buffer.byteLength(body)) }),
        ...extraHeaders,
      },
    });
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.once('error', reject);
    request.end(body);
  });
}

const BODIES: [string, string][] = [
  ['a valid request', JSON.stringify(validRequest())],
  ['a valid request with a byte-order mark and leading space', `\uFEFF  ${JSON.stringify(validRequest())}`],
  ['fields in error', JSON.stringify(validRequest({ email: 'nope', firstName: '' }))],
  ['a filled honeypot', JSON.stringify(validRequest({ 'bot-field': 'x' }))],
  ['an array', '[]'],
  ['a string', '"text"'],
  ['broken JSON', '{"firstName": '],
  ['an object where text is expected', JSON.stringify(validRequest({ firstName: { $gt: '' } }))],
];

describe('the lean path of the endpoint', () => {
  it.each(BODIES)('answers %s as the Express route does', async (_name, body) => {
    const before = await server.store.count();
    const lean = await post(body, false);
    const afterLean = await server.store.count();
    const express = await post(body, true);
    expect(comparable(lean)).toEqual(comparable(express));
    // Both stored, or neither.
    expect((await server.store.count()) - afterLean).toBe(afterLean - before);
  });

  it('counts a refused request the same way: its slot is given back on both paths', async () => {
    const lean = await post(JSON.stringify(validRequest({ email: 'nope' })), false);
    const express = await post(JSON.stringify(validRequest({ email: 'nope' })), true);
    expect(lean.headers.ratelimit).toBe(express.headers.ratelimit);
  });

  it('answers a post from another site as Express does (403), storing nothing', async () => {
    const before = await server.store.count();
    const headers = { Origin: 'https://evil.example' };
    const lean = await post(JSON.stringify(validRequest()), false, headers);
    const express = await post(JSON.stringify(validRequest()), true, headers);
    expect(lean.status).toBe(403);
    expect(comparable(lean)).toEqual(comparable(express));
    expect(await server.store.count()).toBe(before);
  });

  it('takes its own site as the origin', async () => {
    const answer = await post(JSON.stringify(validRequest()), false, { Origin: new URL(server.url).origin });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true });
  });
});

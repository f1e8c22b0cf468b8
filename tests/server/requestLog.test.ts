/**
 * The request log (server/requestLog.ts): one JSON line per request with its method, path,
 * status and duration, and nothing a query string, a header or the client's address could
 * bring into it.
 */
import { expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { serverForFile, serverForTest } from './support/fileServer';
import { ENDPOINT, validRequest, waitFor } from './support/fixtures';

const lines: string[] = [];
const server = serverForFile(
  {},
  createLogger((line) => lines.push(line)),
);

type Line = Record<string, unknown>;
const parsed = (): Line[] => lines.map((line) => JSON.parse(line) as Line);
const requestLines = () => parsed().filter((line) => line.msg === 'request');

it('writes one line per request: level, time, method, path without its query, status, milliseconds', async () => {
  const before = requestLines().length;
  await fetch(`${server.url}/contact/errors?fields=email,phone`);
  await fetch(`${server.url}/no-such-page?ref=mail`);
  await waitFor(() => requestLines().length === before + 2, 5000, 'two request lines');
  const [errorsPage, notFound] = requestLines().slice(before);
  expect(errorsPage).toMatchObject({ level: 'info', method: 'GET', path: '/contact/errors', status: 200 });
  expect(notFound).toMatchObject({ method: 'GET', path: '/no-such-page', status: 404 });
  for (const line of [errorsPage, notFound]) {
    expect(Object.keys(line ?? {}).sort()).toEqual(['level', 'method', 'ms', 'msg', 'path', 'status', 'time']);
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
    expect(typeof line?.ms).toBe('number');
  }
});

it('leaves out what a visitor sent: the query, the headers, the body and the address', async () => {
  const before = lines.length;
  const secret = 'quixtrap-estate';
  const answer = await fetch(`${server.url}${ENDPOINT}?note=${secret}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': secret, Cookie: `session=${secret}` },
    body: JSON.stringify(validRequest({ lastName: secret })),
  });
  expect(answer.status).toBe(200);
  await waitFor(() => requestLines().some((line) => line.path === ENDPOINT), 5000, 'the endpoint request line');
  const written = lines.slice(before).join('\n');
  expect(written).toContain(`"path":"${ENDPOINT}"`);
  expect(written).not.toContain(secret);
  expect(written).not.toMatch(/127\.0\.0\.1|remoteAddress|user-agent|"headers"|"req"|"res"/i);
});

it("logs an unexpected error with its stack, so its cause can be found, and never its message (the visitor's words)", async () => {
  const errorLines: string[] = [];
  const cleanups = [] as (() => unknown)[];
  const secret = 'quixtrap-estate';
  // A real failure deep in our code, its message quoting what the visitor sent, as a library's can.
  function readTheVisitorsNote(note: string): never {
    throw new TypeError(`Cannot read the note "${note}"`);
  }
  const failing = await serverForTest(
    cleanups,
    {},
    {
      logger: createLogger((line) => errorLines.push(line)),
      routes: (req, _res, next) => (req.path === '/broken' ? readTheVisitorsNote(String(req.query.note)) : next()),
    },
  );
  try {
    const answer = await fetch(`${failing.url}/broken?note=${secret}`);
    expect(answer.status).toBe(500);
    await waitFor(() => errorLines.some((line) => line.includes('unhandled error')), 5000, 'the error line');
    const line = JSON.parse(errorLines.find((written) => written.includes('unhandled error'))!) as Line;
    expect(line).toMatchObject({ level: 'error', error: 'TypeError' });
    expect(String(line.stack)).toMatch(/at readTheVisitorsNote .*requestLog\.test\.ts/);
    expect(errorLines.join('\n')).not.toContain(secret);
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
});

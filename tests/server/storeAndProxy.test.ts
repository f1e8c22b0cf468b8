/**
 * The store file deleted gives 503 and a failing health check (locked by another writer:
 * failedCommit.test.ts); /healthz writes nothing; X-Forwarded-For counts only behind a trusted
 * proxy, and the rate limit counts networks: an IPv6 /64 is one client, an IPv4-mapped address
 * is its IPv4 address.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../server/store/sqlite/database';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, healthOf, postJson, validRequest } from './support/fixtures';

const cleanups = cleanUpAfterEach();

/** Posts a valid request, as through a proxy when `forwardedFor` is given. */
const postFrom = (url: string, forwardedFor?: string) =>
  postJson(url, validRequest(), forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {});

it('a store deleted while the server runs: answers 503 instead of storing into a file that is gone, and /healthz says why', async () => {
  const server = await serverForTest(cleanups);
  expect((await postFrom(server.url)).status).toBe(200);
  for (const suffix of ['', '-wal', '-shm'])
    fs.rmSync(path.join(server.dataDir, DATABASE_FILE + suffix), { force: true });

  for (let i = 0; i < 3; i += 1) expect((await postFrom(server.url)).status).toBe(503);
  expect(await healthOf(server.url)).toEqual({
    status: 503,
    body: { status: 'unavailable', problems: ['the store file is gone: restart the server to create a new one'] },
  });
});

it('/healthz writes nothing to the data folder, however often it is called', async () => {
  const server = await serverForTest(cleanups);
  await server.worker.stop();
  await fetch(`${server.url}/healthz`);
  const snapshot = () =>
    fs.readdirSync(server.dataDir).map((name) => {
      const stats = fs.statSync(path.join(server.dataDir, name));
      return `${name} ${stats.size} ${stats.mtimeMs}`;
    });
  const before = snapshot();
  for (let i = 0; i < 50; i += 1) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(snapshot()).toEqual(before);
});

describe('client address for the rate limit', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const server = await serverForTest(cleanups, { RATE_LIMIT_MAX: '1' });
    expect((await postFrom(server.url, '203.0.113.1')).status).toBe(200);
    expect((await postFrom(server.url, '203.0.113.2')).status).toBe(429);
  });

  it.each([
    ['named by its address', 'loopback'],
    ['trusted for one hop', '1'],
  ])('limits each forwarded client separately behind a proxy %s', async (_, trustProxy) => {
    const server = await serverForTest(cleanups, { RATE_LIMIT_MAX: '1', TRUST_PROXY: trustProxy });
    expect((await postFrom(server.url, '203.0.113.1')).status).toBe(200);
    expect((await postFrom(server.url, '203.0.113.2')).status).toBe(200);
    expect((await postFrom(server.url, '203.0.113.1')).status).toBe(429);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 as another', async () => {
    const server = await serverForTest(cleanups, { RATE_LIMIT_MAX: '5', TRUST_PROXY: '1' });
    // Twelve addresses of one /64, as a client that picks a new one for each post would send.
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      statuses.push((await postFrom(server.url, `2001:db8:5:6:${i.toString(16)}:0:${i * 7}:1`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    // Written another way, the same /64 is the same client; the /64 next to it is another one.
    expect((await postFrom(server.url, '2001:0db8:0005:0006:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await postFrom(server.url, '2001:db8:5:7::1')).status).toBe(200);
    expect(await server.store.count()).toBe(6);
  });

  it('counts an IPv4 address and its IPv4-mapped IPv6 form as one client', async () => {
    const server = await serverForTest(cleanups, { RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    expect((await postFrom(server.url, '10.9.9.9')).status).toBe(200);
    expect((await postFrom(server.url, '::ffff:10.9.9.9')).status).toBe(200);
    expect((await postFrom(server.url, '::ffff:a09:909')).status).toBe(429);
    expect((await postFrom(server.url, '10.9.9.9')).status).toBe(429);
    // Its neighbour is another client.
    expect((await postFrom(server.url, '10.9.9.10')).status).toBe(200);
  });
});

/**
 * A flood of posts takes turns (server/intake/takeTurn.ts), on a real Express app and real
 * connections: at most POSTS_AT_ONCE are read at once, the next waits unread until one ends, and
 * one whose client left while it waited is passed over, its turn given on.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { expect, it } from 'vitest';
import { POSTS_AT_ONCE, takeTurn } from '../../server/intake/takeTurn';

/** A deadline for a hang, not a speed target: Vitest's 1 s default is short on 2 busy cores. */
const PATIENCE = { timeout: 30_000 };

it('reads at most POSTS_AT_ONCE posts at once, and passes over one whose client left while it waited', async () => {
  let arrived = 0;
  const closed: string[] = [];
  const reading: string[] = [];
  const held: Response[] = [];
  const app = express();
  app.use((req, res, next) => {
    arrived += 1;
    res.once('close', () => closed.push(req.path));
    next();
  });
  app.post('/:name', takeTurn(), (req, res) => {
    reading.push(String(req.params.name));
    held.push(res);
  });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const post = (name: string) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: `/${name}` });
    request.on('error', () => {}).end('{}');
    return request;
  };
  try {
    const flood = Array.from({ length: POSTS_AT_ONCE + 1 }, (_, i) => `p${i}`);
    flood.forEach(post);
    await expect.poll(() => [arrived, reading.length], PATIENCE).toEqual([POSTS_AT_ONCE + 1, POSTS_AT_ONCE]);
    const waiting = flood.find((name) => !reading.includes(name));
    const leaving = post('left');
    await expect.poll(() => arrived, PATIENCE).toBe(POSTS_AT_ONCE + 2);
    expect(reading).toHaveLength(POSTS_AT_ONCE);

    // One ends: the first in line is read.
    held[0]!.end();
    await expect.poll(() => reading.at(-1), PATIENCE).toBe(waiting);

    // The client still in line leaves; every turn ends; a post sent after it is read, and it never is.
    leaving.destroy();
    await expect.poll(() => closed, PATIENCE).toContain('/left');
    for (const res of held) res.end();
    post('after');
    await expect.poll(() => reading.at(-1), PATIENCE).toBe('after');
    expect(reading).not.toContain('left');
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

/**
 * A flood of posts takes turns (server/intake/takeTurn.ts), on a real Express app and real
 * connections: a flood that arrives at once starts at most POSTS_PER_TURN posts in each turn of
 * the event loop, and every one is started while the first still wait,
 * so that one commit can hold them all.
 */
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { expect, it } from 'vitest';
import { POSTS_PER_TURN, QUEUE_LIMIT, takeTurn } from '../../server/intake/takeTurn';

/** A deadline for a hang, not a speed target: Vitest's 1 s default is short on 2 busy cores. */
const PATIENCE = { timeout: 30_000 };
const FLOOD = 12;

it('starts a flood POSTS_PER_TURN posts in each turn of the event loop, all of them before any is answered', async () => {
  // Counts the event loop's turns: one setImmediate each.
  let loopTurn = 0;
  let ticker = setImmediate(function tick() {
    loopTurn += 1;
    ticker = setImmediate(tick);
  });
  const started: { name: string; loopTurn: number }[] = [];
  const held: Response[] = [];
  const app = express();
  app.post('/:name', takeTurn(), (req, res) => {
    started.push({ name: String(req.params.name), loopTurn });
    held.push(res);
  });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  let accepted = 0;
  server.on('connection', () => (accepted += 1));
  const sockets = Array.from({ length: FLOOD }, () => net.connect(port, '127.0.0.1').on('error', () => {}));
  try {
    await Promise.all(sockets.map((socket) => once(socket, 'connect')));
    await expect.poll(() => accepted, PATIENCE).toBe(FLOOD);
    // Written in one go, without a turn of the loop between: the server reads the whole flood at once.
    sockets.forEach((socket, i) =>
      socket.write(`POST /p${i} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}`),
    );
    // And held a moment more, still without a turn: the kernel has delivered all of them when the server reads.
    for (const until = performance.now() + 50; performance.now() < until;);
    await expect.poll(() => started.length, PATIENCE).toBe(FLOOD);
    expect(new Set(started.map(({ name }) => name)).size).toBe(FLOOD);
    const perTurn = new Map<number, number>();
    for (const post of started) perTurn.set(post.loopTurn, (perTurn.get(post.loopTurn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(POSTS_PER_TURN);
    expect(perTurn.size).toBe(Math.ceil(FLOOD / POSTS_PER_TURN));
  } finally {
    clearImmediate(ticker);
    for (const res of held) res.end();
    sockets.forEach((socket) => socket.destroy());
    server.closeAllConnections();
    server.close();
  }
});

it('answers a post past QUEUE_LIMIT busy at once: 503 with Retry-After, and the no-JavaScript form the errors page saying so', async () => {
  const app = express();
  const held: Response[] = [];
  app.post('/:name', takeTurn(), (_req, res) => void held.push(res));
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const count = QUEUE_LIMIT + 10;
  let accepted = 0;
  server.on('connection', () => (accepted += 1));
  const sockets = Array.from({ length: count }, () => net.connect(port, '127.0.0.1').on('error', () => {}));
  const answers = sockets.map((socket) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    return () => text;
  });
  try {
    await Promise.all(sockets.map((socket) => once(socket, 'connect')));
    await expect.poll(() => accepted, PATIENCE).toBe(count);
    // The last ten are plain-form posts (url-encoded), the others the JavaScript form's JSON.
    sockets.forEach((socket, i) => {
      const type = i < QUEUE_LIMIT ? 'application/json' : 'application/x-www-form-urlencoded';
      socket.write(`POST /p${i} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 2\r\n\r\n{}`);
    });
    for (const until = performance.now() + 50; performance.now() < until;);
    await expect.poll(() => held.length + answers.filter((text) => text() !== '').length, PATIENCE).toBe(count);
    const busy = answers.map((text) => text()).filter((text) => text !== '');
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const answer of busy) {
      expect(answer).toMatch(/^HTTP\/1\.1 (503|303) /);
      expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/);
      if (answer.startsWith('HTTP/1.1 503')) expect(answer).toContain('"reason":"busy"');
      else expect(answer).toMatch(/\r\nLocation: \/contact\/errors\?reason=busy\r\n/);
    }
    expect(busy.some((answer) => answer.startsWith('HTTP/1.1 303'))).toBe(true);
  } finally {
    for (const res of held) res.end();
    sockets.forEach((socket) => socket.destroy());
    server.closeAllConnections();
    server.close();
  }
});

it("starts a connection's pipelined posts one at a time, each behind the other visitors' waiting then", async () => {
  const app = express();
  const started: string[] = [];
  const held = new Map<string, Response>();
  app.post('/:name', takeTurn(), (req, res) => {
    started.push(String(req.params.name));
    held.set(String(req.params.name), res);
  });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  let accepted = 0;
  server.on('connection', () => (accepted += 1));
  const post = (name: string) => `POST /${name} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}`;
  const sockets = Array.from({ length: 5 }, () => net.connect(port, '127.0.0.1').on('error', () => {}));
  try {
    await Promise.all(sockets.map((socket) => once(socket, 'connect')));
    await expect.poll(() => accepted, PATIENCE).toBe(5);
    // The first connection pipelines three posts; three other visitors send one each, all at once.
    sockets[0]!.write(['a1', 'a2', 'a3'].map(post).join(''));
    sockets.slice(1, 4).forEach((socket, i) => socket.write(post(`v${i + 1}`)));
    for (const until = performance.now() + 50; performance.now() < until;);
    await expect.poll(() => started, PATIENCE).toEqual(['a1', 'v1', 'v2', 'v3']);
    // Answered, a1 lets a2 join the queue, behind a visitor who came meanwhile.
    sockets[4]!.write(post('v4'));
    await expect.poll(() => started.length, PATIENCE).toBe(5);
    held.get('a1')!.end();
    await expect.poll(() => started, PATIENCE).toEqual(['a1', 'v1', 'v2', 'v3', 'v4', 'a2']);
    held.get('a2')!.end();
    await expect.poll(() => started.at(-1), PATIENCE).toBe('a3');
  } finally {
    for (const res of held.values()) if (!res.writableEnded) res.end();
    sockets.forEach((socket) => socket.destroy());
    server.closeAllConnections();
    server.close();
  }
});

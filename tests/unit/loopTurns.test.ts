/**
 * lib/loopTurns.ts: sliced work leaves the event loop free to accept new connections between
 * slices, lets waiters go in order, and never leaves one waiting forever.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTurnSlicer } from '../../lib/loopTurns';

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A counter of loop turns: one more at every check phase, until stopped. */
function countTurns(): { now: () => number; stop: () => void } {
  let turn = 0;
  let running = true;
  const tick = () => {
    turn += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => turn, stop: () => (running = false) };
}

let server: net.Server | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('createTurnSlicer', () => {
  it('accepts new connections between slices of a long piece of work', async () => {
    const events: string[] = [];
    server = net.createServer((socket) => {
      events.push('accepted');
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const clients = Array.from({ length: 5 }, () => net.connect(port, '127.0.0.1'));
    sockets.push(...clients);
    await Promise.all(clients.map((client) => new Promise((resolve) => client.once('connect', resolve))));

    // 40 pieces of 1 ms each, ready at once: unsliced, they would run in one turn, before any accept.
    const slice = createTurnSlicer(2);
    await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        await slice();
        busyFor(1);
        events.push(`work ${index}`);
      }),
    );

    expect(events.filter((event) => event === 'accepted')).toHaveLength(5);
    expect(events.lastIndexOf('accepted')).toBeLessThan(events.indexOf('work 39'));
    expect(events.filter((event) => event.startsWith('work'))).toEqual(
      Array.from({ length: 40 }, (_, index) => `work ${index}`),
    );
  });

  it('lets everyone go in the same turn while the budget lasts', async () => {
    const turns = countTurns();
    const slice = createTurnSlicer(1_000);
    const seen = await Promise.all(Array.from({ length: 100 }, () => slice().then(turns.now)));
    turns.stop();
    expect(new Set(seen).size).toBe(1);
  });

  it('lets one go per turn when the budget is spent, so no one waits forever', async () => {
    const turns = countTurns();
    const slice = createTurnSlicer(0);
    const seen = await Promise.all(Array.from({ length: 5 }, () => slice().then(turns.now)));
    turns.stop();
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(5);
  });
});

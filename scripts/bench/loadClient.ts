/**
 * The endpoint benchmark's load: `connections` clients posting valid consultation requests
 * for a while, each client moving to a fresh address (127.x.y.z) before the rate limit would
 * refuse it, so the limit stays on and is never what is measured. Two ways in:
 *
 *   - `direct`: each client is a browser talking to the server itself: a keep-alive connection
 *     from its own loopback address, a new connection for each new address;
 *   - `proxy`: the clients come through a reverse proxy, as in the one-server launch (Caddy in
 *     front, TRUST_PROXY=1): the proxy keeps one connection per client slot open and names each
 *     visitor's address in X-Forwarded-For.
 *
 * Written on raw sockets, with the requests' text made in advance (the direct route's bytes
 * too; the proxy route adds each address's header as it takes it), so the client costs little
 * of the CPU it shares with the server.
 */
import net from 'node:net';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';

export interface LoadResult {
  /** Answered 200: stored and acknowledged. */
  acknowledged: number;
  /** Any other answer, or a connection that failed. */
  failed: number;
  seconds: number;
  latenciesMs: number[];
  /** The latencies of the first request on each new connection (a new visitor's), among those. */
  firstOnConnectionMs: number[];
}

export type Route = 'direct' | 'proxy';

export interface Load {
  port: number;
  route: Route;
  connections: number;
  seconds: number;
  /** Requests each address sends before the next address takes over (the rate limit's maximum). */
  perAddress: number;
}

/** Loopback addresses in order, never one used twice in a process (127.0.0.0/8 holds 16 million). */
let addressesUsed = 0;
function nextAddress(): string {
  const index = addressesUsed++;
  const last = (index % 254) + 1;
  const middle = Math.floor(index / 254) % 256;
  const high = 1 + Math.floor(index / (254 * 256));
  return `127.${high}.${middle}.${last}`;
}

function requestText(port: number, index: number): { head: string; body: string } {
  const body = JSON.stringify({
    firstName: `Bench${index}`,
    lastName: 'Client',
    email: `bench${index}@example.com`,
    phone: '416 555 0100',
    legalServiceArea: 'family',
    problemDescription: 'A benchmark request describing a family law matter in a few words.',
    urgencyLevel: 'moderate',
    contactMethod: 'email',
    bestTime: 'morning',
  });
  const head =
    `POST ${CONSULTATION_ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n`;
  return { head, body };
}

/** The requests one address sends: as they are, or with that address named by the proxy. */
function requestsFrom(texts: readonly { head: string; body: string }[], forwardedFor?: string): Buffer[] {
  const header = forwardedFor ? `X-Forwarded-For: ${forwardedFor}\r\n` : '';
  return texts.map(({ head, body }) => Buffer.from(`${head}${header}\r\n${body}`));
}

export async function runLoad(load: Load): Promise<LoadResult> {
  const texts = Array.from({ length: 1000 }, (_, index) => requestText(load.port, index));
  const direct = load.route === 'direct' ? requestsFrom(texts) : [];
  const latenciesMs: number[] = [];
  const firstOnConnectionMs: number[] = [];
  let acknowledged = 0;
  let failed = 0;
  let sent = 0;
  const started = performance.now();
  const end = started + load.seconds * 1000;

  /** The next address's share of `pool`, one item per request it sends, where the last one stopped. */
  function nextShare<Item>(pool: readonly Item[]): Item[] {
    return Array.from({ length: load.perAddress }, (_, i) => pool[(sent + i) % pool.length]!);
  }

  /** Sends one address's requests on the socket; resolves false once the socket failed. */
  async function sendFrom(socket: net.Socket, requests: readonly Buffer[], newConnection: boolean): Promise<boolean> {
    for (let i = 0; i < requests.length && performance.now() < end; i += 1) {
      const sentAt = performance.now();
      let status: number;
      try {
        sent += 1;
        status = await exchange(socket, requests[i]!);
      } catch {
        failed += 1;
        return false;
      }
      const latency = performance.now() - sentAt;
      latenciesMs.push(latency);
      if (i === 0 && newConnection) firstOnConnectionMs.push(latency);
      if (status === 200) acknowledged += 1;
      else failed += 1;
    }
    return true;
  }

  async function browser(): Promise<void> {
    while (performance.now() < end) {
      const socket = await connect(load.port, nextAddress());
      try {
        await sendFrom(socket, nextShare(direct), true);
      } finally {
        socket.destroy();
      }
    }
  }

  async function proxySlot(): Promise<void> {
    let socket = await connect(load.port);
    let newConnection = true;
    try {
      while (performance.now() < end) {
        if (!(await sendFrom(socket, requestsFrom(nextShare(texts), nextAddress()), newConnection))) {
          socket.destroy();
          socket = await connect(load.port);
          newConnection = true;
        } else newConnection = false;
      }
    } finally {
      socket.destroy();
    }
  }

  await Promise.all(Array.from({ length: load.connections }, load.route === 'direct' ? browser : proxySlot));
  return { acknowledged, failed, seconds: (performance.now() - started) / 1000, latenciesMs, firstOnConnectionMs };
}

function connect(port: number, localAddress?: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress, noDelay: true });
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Sends one request and reads its whole answer; resolves with the status code. */
function exchange(socket: net.Socket, request: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    let received: Buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd === -1) return;
      const head = received.subarray(0, headerEnd).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < headerEnd + 4 + length) return;
      done();
      resolve(Number(head.slice(9, 12)));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => onError(new Error('connection closed'));
    const done = () => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
    };
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('close', onClose);
    socket.write(request);
  });
}

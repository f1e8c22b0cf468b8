/**
 * `npm run bench [-- --seconds 5 --rounds 3 --connections 50]`: how many consultation requests
 * the production server stores per second, durably, and the p99 of their answers, with the
 * clients coming through a reverse proxy as the site is launched (Caddy in front,
 * deploy/Caddyfile, TRUST_PROXY=1): the proxy keeps each of its connections open and names each
 * visitor in X-Forwarded-For. Every five requests the load moves to a new visitor address, so
 * the default rate limit (5 per visitor) stays on and is never what is measured.
 *
 * The server runs in a child process (this file with `--serve`) with the default settings
 * (synchronous=FULL, group commit, mail to files), on 127.0.0.1, its data in a temporary folder.
 * Each round is bounded in time and in requests; after it, the rows in the store must equal the
 * requests acknowledged. Prints each round and the medians; docs/benchmarks.md keeps the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { BUILD_LAYOUT, writeSiteManifest } from '../build-output/manifest';
import { CONSULTATION_ENDPOINT } from '../consultation-request/endpoint';
import { readConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { startServer } from '../server/server';
import { DATABASE_FILE } from '../server/store/sqlite/database';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    serve: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
/** A round stops at this many requests even if its time is not up. */
const MAX_REQUESTS_PER_ROUND = 100_000;
/** The server's default rate limit: each visitor sends this many, then the next takes over. */
const PER_VISITOR = 5;
const TARGET = { perSecond: 1000, p99Ms: 100 };

interface Round {
  acknowledged: number;
  failed: number;
  perSecond: number;
  p99: number;
}

/** The production server as `npm start` runs it, without the build check (the bench writes the one file it reads). */
async function serve(): Promise<void> {
  const server = await startServer(readConfig(), { logger: createLogger() });
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-endpoint-'));
  const port = await freePort();
  const server = startBenchServer(work, port);
  try {
    await waitUntilServing(port, server);
    await runRound(port, 10, 1); // Warm-up, so the rounds meet compiled code.
    let stored = countRows(work);
    const rounds: Round[] = [];
    console.log(`${CONNECTIONS} connections through a proxy, ${ROUNDS} rounds of at most ${SECONDS} s`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const result = await runRound(port, CONNECTIONS, SECONDS);
      stored += result.acknowledged;
      const rows = countRows(work);
      if (rows !== stored) throw new Error(`the store holds ${rows} requests, but ${stored} were acknowledged`);
      rounds.push(result);
      console.log(
        `round ${round}: ${result.perSecond.toFixed(0)} stored/s, p99 ${result.p99.toFixed(1)} ms` +
          `${result.failed > 0 ? `, ${result.failed} not acknowledged` : ''}; every acknowledged request is a row`,
      );
      await waitUntilIdle(server.pid!);
    }
    const perSecond = median(rounds.map((round) => round.perSecond));
    const p99 = median(rounds.map((round) => round.p99));
    const met = perSecond >= TARGET.perSecond && p99 <= TARGET.p99Ms;
    console.log(
      `median: ${perSecond.toFixed(0)} stored/s (target at least ${TARGET.perSecond}), ` +
        `p99 ${p99.toFixed(1)} ms (target at most ${TARGET.p99Ms}): ${met ? 'met' : 'MISSED'}`,
    );
    if (!met || rounds.some((round) => round.failed > 0)) process.exitCode = 1;
  } finally {
    await stopChild(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The server, with a build folder holding the one file the endpoint reads: site.json's practice areas. */
function startBenchServer(work: string, port: number): ChildProcess {
  const buildDir = path.join(work, 'dist');
  fs.mkdirSync(path.join(buildDir, BUILD_LAYOUT.client), { recursive: true });
  writeSiteManifest(buildDir, {
    firmEmail: 'office@example.com',
    serviceAreas: [{ value: 'family', label: 'Family Law' }],
    redirects: [],
    pages: ['/'],
    requestRetentionDays: 365,
    placeholderCount: 0,
  });
  const env = { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(work, 'data'), DIST_DIR: buildDir };
  return spawn(process.execPath, ['--import', 'tsx', process.argv[1]!, '--serve'], {
    env: { ...process.env, ...env, TRUST_PROXY: '1' },
    // The log lines go where a production server's go: written, not read here.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A valid request, the same every time but for the names. */
function requestBytes(port: number, index: number, visitor: string): Buffer {
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
  return Buffer.from(
    `POST ${CONSULTATION_ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: ${visitor}\r\n\r\n${body}`,
  );
}

/** Visitor addresses in order, never one twice in a run: 10.x.y.z holds 16 million. */
let visitors = 0;
function nextVisitor(): string {
  const n = visitors++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** `connections` kept-open connections, each sending one request at a time, until time or the request cap is up. */
async function runRound(port: number, connections: number, seconds: number): Promise<Round> {
  const latencies: number[] = [];
  let acknowledged = 0;
  let failed = 0;
  let sent = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const keepGoing = () => performance.now() < end && sent < MAX_REQUESTS_PER_ROUND;
  const connection = async () => {
    const socket = await connect(port);
    try {
      while (keepGoing()) {
        const visitor = nextVisitor();
        for (let i = 0; i < PER_VISITOR && keepGoing(); i += 1) {
          const request = requestBytes(port, sent++, visitor);
          const sentAt = performance.now();
          const status = await exchange(socket, request);
          latencies.push(performance.now() - sentAt);
          if (status === 200) acknowledged += 1;
          else failed += 1;
        }
      }
    } finally {
      socket.destroy();
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  return { acknowledged, failed, perSecond: acknowledged / elapsed, p99: percentile(latencies, 99) };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Sends one request and reads its whole answer (the server always sends Content-Length); its status code. */
function exchange(socket: net.Socket, request: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd === -1) return;
      const head = received.subarray(0, headerEnd).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < headerEnd + 4 + length) return;
      done();
      resolve(Number(head.slice(9, 12)));
    };
    const onClose = () => {
      done();
      reject(new Error('the server closed a connection'));
    };
    const done = () => {
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onClose);
    };
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.once('error', onClose);
    socket.write(request);
  });
}

function countRows(work: string): number {
  const file = path.join(work, 'data', DATABASE_FILE);
  if (!fs.existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM consultation_requests').get()!.n;
  } finally {
    db.close();
  }
}

/** CPU time (ms) a process has used so far, from /proc (clock ticks of 1/100 s). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Until the server has done what a round left it (a mail per request), at most 30 s, so it never runs in the next round. */
async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (let before = cpuMs(pid); Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cpuMs(pid);
    if (now - before < 25) return; // Under a tenth of a processor over the last 250 ms.
    before = now;
  }
}

async function waitUntilServing(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before serving`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 30 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** SIGTERM by pid, then SIGKILL if the process is still there 5 s later. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function percentile(numbers: readonly number[], p: number): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function median(numbers: readonly number[]): number {
  return percentile(numbers, 50);
}

if (values.serve) await serve();
else
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

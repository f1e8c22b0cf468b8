/**
 * `npm run bench [-- --seconds 10 --connections 50]`: consultation requests stored per second and
 * the p99 of their answers, through the launched proxy's settings (TRUST_PROXY=1), a new visitor
 * every five requests so the default rate limit stays on, beside this disk's fdatasync rate; and
 * what two readers of `GET /` get alone and while the posts run; and the store alone, without HTTP, beside
 * the same sync rate (what the endpoint's rate leaves to the rest of its path). docs/benchmarks.md keeps the figures.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { BUILD_LAYOUT, writeSiteManifest } from '../built-site/manifest';
import { CONSULTATION_ENDPOINT } from '../consultation-request/endpoint';
import { readConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { startServer } from '../server/server';
import { DATABASE_FILE } from '../server/store/sqlite/database';
import { openStore } from '../server/store/openStore';
import { createConsultationSchema, validateConsultation } from '../consultation-request/schema';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    serve: { type: 'boolean', default: false },
    read: { type: 'string' },
  },
});
/** The server's default rate limit: each visitor sends this many, then the next takes over. */
const PER_VISITOR = 5;
/** Stored/s against the disk's single-writer sync rate; the readers' share of their rate alone. */
const TARGET = { ofSyncRate: 0.8, p99Ms: 50, readersShare: 0.25, readersP99Ms: 250, underLockMs: 250 };
/** Under the store's busy timeout (5 s): the posts that wait for the lock are stored once it goes. */
const LOCK_HELD_MS = 4000;
const READERS = 2;
const BODY =
  '{"firstName":"Bench","lastName":"Client","email":"bench@example.com","phone":"416 555 0100",' +
  '"legalServiceArea":"family","problemDescription":"A benchmark request describing a family law matter in a few ' +
  'words.","urgencyLevel":"moderate","contactMethod":"email","bestTime":"morning"}';

/** `connections` clients each sending `send` in turn until `seconds` pass; 200s per second and the p99. */
async function load(connections: number, seconds: number, send: (agent: http.Agent) => Promise<number>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let acknowledged = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const sentAt = performance.now();
      if ((await send(agent)) === 200) acknowledged += 1;
      latencies.push(performance.now() - sentAt);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const perSecond = acknowledged / ((performance.now() - started) / 1000);
  const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? Infinity;
  return { acknowledged, failed: latencies.length - acknowledged, perSecond, p99, requests: latencies.length };
}

function request(port: number, agent: http.Agent, method: string, urlPath: string, headers = {}, body = '') {
  return new Promise<number>((resolve, reject) => {
    const sent = http.request(`http://127.0.0.1:${port}${urlPath}`, { method, agent, headers });
    sent.once('response', (response) => response.resume().once('end', () => resolve(response.statusCode!)));
    sent.once('error', reject).end(body);
  });
}

/** A new visitor every PER_VISITOR posts (10.x.y.z holds 16 million), warm-up included. */
let posts = 0;
function poster(port: number) {
  return (agent: http.Agent) => {
    const n = Math.floor(posts++ / PER_VISITOR);
    const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor };
    return request(port, agent, 'POST', CONSULTATION_ENDPOINT, headers, BODY);
  };
}

/** Small writes each followed by fdatasync, one writer, in the data folder: what one commit at a time can reach. */
function syncRate(dir: string, seconds = 2): number {
  const file = path.join(dir, 'sync-probe');
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(512, 1);
  let syncs = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    fs.writeSync(fd, block, 0, block.length, (syncs % 64) * 512);
    fs.fdatasyncSync(fd);
    syncs += 1;
  }
  fs.closeSync(fd);
  fs.rmSync(file);
  return syncs / ((performance.now() - started) / 1000);
}

/** The CPU time a process has used so far, all its threads, in ms (Linux's /proc; NaN elsewhere). */
function cpuMs(pid: number): number {
  const fields = fs.existsSync(`/proc/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] : '';
  const ticks = fields ? fields.split(' ').slice(11, 13).map(Number) : [NaN];
  return (ticks.reduce((sum, n) => sum + n, 0) * 1000) / 100; // USER_HZ is 100 on Linux.
}

const figures = (result: { perSecond: number; p99: number }, unit: string) =>
  `${result.perSecond.toFixed(0)} ${unit}/s, p99 ${result.p99.toFixed(1)} ms`;

async function main(work: string): Promise<void> {
  const buildDir = path.join(work, 'dist');
  const clientDir = path.join(buildDir, BUILD_LAYOUT.client);
  fs.mkdirSync(clientDir, { recursive: true });
  // The one file the endpoint reads of a build: site.json's practice areas.
  const serviceAreas = [{ value: 'family', label: 'Family Law' }];
  const manifest = { firmEmail: 'office@example.com', serviceAreas, redirects: [], pages: ['/'] };
  writeSiteManifest(buildDir, { ...manifest, requestRetentionDays: 365, placeholderCount: 0 });
  fs.writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><p>${'Home. '.repeat(2000)}`);
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((closed) => probe.close(closed));
  const env = { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(work, 'data'), DIST_DIR: buildDir };
  const server = spawn(process.execPath, ['--import', 'tsx', process.argv[1]!, '--serve'], {
    env: { ...process.env, ...env, TRUST_PROXY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const serving = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
    while (!(await serving())) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before serving`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const syncsPerSecond = syncRate(env.DATA_DIR);
    const seconds = Number(values.seconds);
    const connections = Number(values.connections);
    const alone = await storeAlone(path.join(work, 'store-alone'), connections, Math.min(seconds, 5));
    const warmUp = await load(10, 1, poster(port)); // So that the measure meets compiled code.
    const readersAlone = await readInAnotherProcess(port, Math.min(seconds, 5));
    const cpuBefore = cpuMs(server.pid!);
    const [result, readers] = await Promise.all([
      load(connections, seconds, poster(port)),
      readInAnotherProcess(port, seconds),
    ]);
    // What the target asks of the CPU: the server's time per request, beside what the machine has.
    const cpuPerRequestUs = ((cpuMs(server.pid!) - cpuBefore) * 1000) / (result.requests + readers.requests);
    const cores = os.availableParallelism();
    const budgetUs = (cores * 1e6) / (TARGET.ofSyncRate * syncsPerSecond);
    const db = new Database(path.join(env.DATA_DIR, DATABASE_FILE), { readonly: true });
    const rows = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM consultation_requests').get()!.n;
    db.close();
    const stored = warmUp.acknowledged + result.acknowledged;
    if (rows !== stored) throw new Error(`the store holds ${rows} requests, but ${stored} were acknowledged`);
    const locked = await underWriteLock(port, path.join(env.DATA_DIR, DATABASE_FILE));
    const met =
      result.perSecond >= TARGET.ofSyncRate * syncsPerSecond &&
      result.p99 <= TARGET.p99Ms &&
      result.failed === 0 &&
      readers.perSecond >= TARGET.readersShare * readersAlone.perSecond &&
      readers.p99 < TARGET.readersP99Ms &&
      locked.slowestMs < TARGET.underLockMs &&
      locked.stored === locked.posted;
    console.log(
      `this disk: ${syncsPerSecond.toFixed(0)} fdatasync/s (one writer); load average ${os.loadavg()[0]!.toFixed(1)}\n` +
        `${connections} connections through a proxy: ${figures(result, 'stored')} (target at least ` +
        `${(TARGET.ofSyncRate * syncsPerSecond).toFixed(0)}/s, p99 at most ${TARGET.p99Ms} ms)` +
        `${result.failed > 0 ? `, ${result.failed} not acknowledged` : ''}; every acknowledged request is a row\n` +
        `${READERS} readers of GET /: alone ${figures(readersAlone, 'pages')}; during the posts ` +
        `${figures(readers, 'pages')} (target at least ${TARGET.readersShare} of alone, p99 under ` +
        `${TARGET.readersP99Ms} ms)\nthe server's CPU per request while both ran: ${cpuPerRequestUs.toFixed(0)} µs, ` +
        `all its threads (at the stored/s target, ${cores} cores give ${budgetUs.toFixed(0)} µs a request to the ` +
        `server and its clients together)\nanother process holding the write lock for ${LOCK_HELD_MS / 1000} s: ` +
        `slowest GET / ` +
        `${locked.slowestMs.toFixed(1)} ms (target under ${TARGET.underLockMs} ms); ${locked.stored} of ` +
        `${locked.posted} posts sent meanwhile stored once it went\nthe store alone, ${connections} callers without HTTP: ` +
        `${alone.toFixed(0)} stored/s (${(alone / syncsPerSecond).toFixed(1)} times the sync rate): ${met ? 'met' : 'MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
  }
}

/** This process takes the store's write lock, as the firm's tool does: the slowest `GET /` meanwhile, and the posts' fate. */
async function underWriteLock(port: number, databaseFile: string) {
  const db = new Database(databaseFile);
  const agent = new http.Agent({ keepAlive: true });
  db.exec('BEGIN IMMEDIATE');
  const posted = 5;
  const posts = Promise.all(Array.from({ length: posted }, () => poster(port)(agent)));
  let slowestMs = 0;
  for (const end = performance.now() + LOCK_HELD_MS; performance.now() < end;) {
    const sentAt = performance.now();
    await request(port, agent, 'GET', '/');
    slowestMs = Math.max(slowestMs, performance.now() - sentAt);
  }
  db.exec('COMMIT');
  db.close();
  const stored = (await posts).filter((status) => status === 200).length;
  agent.destroy();
  return { slowestMs, posted, stored };
}

/** What the store takes from the endpoint's requests, measured apart: `callers` saving a valid request at once, in this process. */
async function storeAlone(dataDir: string, callers: number, seconds: number): Promise<number> {
  const schema = createConsultationSchema([{ value: 'family', label: 'Family Law' }]);
  const validation = validateConsultation(schema, JSON.parse(BODY));
  if (!validation.ok) throw new Error("the bench's request is not valid");
  const { requests, close } = await openStore({ dataDir, databaseUrl: undefined });
  let stored = 0;
  const started = performance.now();
  const caller = async () => {
    // Counted after the await: `stored += await …` would read the count before it and lose the others' saves.
    while (performance.now() - started < seconds * 1000) if (await requests.save(validation.request)) stored += 1;
  };
  await Promise.all(Array.from({ length: callers }, caller)).finally(close);
  return stored / ((performance.now() - started) / 1000);
}

/** The readers are other visitors: their own process, so that they never queue behind the posts' answers here. */
async function readInAnotherProcess(port: number, seconds: number) {
  const reader = spawn(process.execPath, ['--import', 'tsx', process.argv[1]!, '--read', `${port}:${seconds}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  reader.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(reader, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the readers exited with ${code}`);
  return JSON.parse(output) as Awaited<ReturnType<typeof load>>;
}

if (values.read) {
  const [port, seconds] = values.read.split(':').map(Number) as [number, number];
  const read = (agent: http.Agent) => request(port, agent, 'GET', '/');
  console.log(JSON.stringify(await load(READERS, seconds, read)));
} else if (values.serve) {
  // The production server as `npm start` runs it, without the build check (the bench writes the one file it reads).
  const server = await startServer(readConfig(), { logger: createLogger() });
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-endpoint-'));
  await main(work)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => fs.rmSync(work, { recursive: true, force: true }));
}

/**
 * `npm run bench [-- --seconds 3 --rounds 3 --connections 1,10,50,200]`: what the consultation endpoint
 * stores per second, durably, and what limits it. In one run:
 *
 *   1. the fdatasync rate of the disk that holds the data folder (the bench works beside it);
 *   2. the ceiling: the same server on a store that does not sync (synchronous=OFF, a
 *      throwaway folder), i.e. what the CPU alone allows;
 *   3. the real, durable server (synchronous=FULL, group commit), at each connection count.
 *
 * At each connection count the two servers take turns for a few rounds, and the figures are
 * the medians over the rounds. Both servers are the production server in a child process
 * (scripts/bench/benchServer.ts), with the default settings: the rate limit on (5 per client),
 * mail to files. The load comes
 * from many loopback addresses (scripts/bench/loadClient.ts). After every step the rows in the
 * store are counted and must equal the requests acknowledged. Prints the figures and whether
 * the targets hold (ARCHITECTURE.md: "Intake at the disk's limit: measured"); exits 1 if one does not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { BUILD_LAYOUT, writeSiteManifest } from '../build-output/manifest';
import { readConfig } from '../server/config';
import { DATABASE_FILE } from '../server/store/sqlite/database';
import { measureSyncRate } from './bench/diskSync';
import { cpuMs } from './bench/processCpu';
import { freePort, stopChild } from './bench/processes';
import { runLoad, type LoadResult } from './bench/loadClient';
import { median, percentile } from './bench/stats';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '1,10,50,200' },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const LEVELS = values.connections.split(',').map(Number);
/** The server's default rate limit: each loopback address sends this many, then the next takes over. */
const PER_ADDRESS = 5;

const TARGETS = {
  ceilingShareAt50: 0.8,
  requestsPerSecondAt50: 1000,
  p99At50Ms: 50,
  p99At200Ms: 150,
  /** At 1 connection, p50 at most one fdatasync plus this. */
  p50At1OverSyncMs: 2,
};

interface Step {
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * One level's figures: the durable server's medians over the rounds, and the median of its
 * share of the ceiling, taken within each round.
 */
interface Level {
  connections: number;
  durable: Step;
  share: number;
}

interface BenchServer {
  name: string;
  child: ChildProcess;
  port: number;
  dataDir: string;
  stored: number;
}

async function main(): Promise<void> {
  // Beside the data folder, so the disk measured is the one that holds the store.
  const parent = path.dirname(readConfig().dataDir);
  const work = fs.mkdtempSync(path.join(parent, '.bench-endpoint-'));
  const servers: BenchServer[] = [];
  try {
    const buildDir = makeBuild(work);
    const sync = measureSyncRate(work);
    console.log(`disk: ${sync.perSecond.toFixed(0)} fdatasync/s, median ${sync.medianMs.toFixed(2)} ms (${parent})`);
    const ceiling = await startBenchServer('ceiling', work, buildDir, true);
    servers.push(ceiling);
    const durable = await startBenchServer('durable', work, buildDir, false);
    servers.push(durable);
    console.log(
      `\n${ROUNDS} rounds of ${SECONDS} s at each level; in each round the ceiling (synchronous=OFF), then the durable server (synchronous=FULL)`,
    );
    const levels: Level[] = [];
    for (const connections of LEVELS) levels.push(await measureLevel(connections, ceiling, durable));
    report(sync.medianMs, levels);
  } finally {
    for (const server of servers) await stopChild(server.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** A build folder with the one thing the endpoint reads: site.json's practice areas. */
function makeBuild(work: string): string {
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
  return buildDir;
}

async function startBenchServer(name: string, work: string, buildDir: string, noSync: boolean): Promise<BenchServer> {
  const dataDir = path.join(work, name);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/benchServer.ts', ...(noSync ? ['--no-sync'] : [])],
    {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: buildDir },
      // The log lines go where a production server's go: written, then not read here.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const server = { name, child, port, dataDir, stored: 0 };
  await waitUntilServing(port, child);
  // Warm-up, so every step meets compiled code.
  await load(server, 10, 1);
  return server;
}

/**
 * The two servers take turns, round after round, so a change in the machine's other load
 * falls on both alike; the ceiling share is taken within each round, then the median.
 */
async function measureLevel(connections: number, ceiling: BenchServer, durable: BenchServer): Promise<Level> {
  const rounds: { ceiling: Step; durable: Step }[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    rounds.push({ ceiling: await measureStep(ceiling, connections), durable: await measureStep(durable, connections) });
  }
  const durableMedian = (pick: (step: Step) => number) => median(rounds.map((entry) => pick(entry.durable)));
  const level = {
    connections,
    durable: {
      perSecond: durableMedian((step) => step.perSecond),
      p50: durableMedian((step) => step.p50),
      p99: durableMedian((step) => step.p99),
    },
    share: median(rounds.map((entry) => entry.durable.perSecond / entry.ceiling.perSecond)),
  };
  console.log(
    `  median at ${connections}: durable ${level.durable.perSecond.toFixed(0)} stored/s, p50 ${level.durable.p50.toFixed(1)} ms, ` +
      `p99 ${level.durable.p99.toFixed(1)} ms; ${(level.share * 100).toFixed(0)} % of the ceiling`,
  );
  return level;
}

async function measureStep(server: BenchServer, connections: number): Promise<Step> {
  const cpuBefore = cpuMs(server.child.pid!);
  const result = await load(server, connections, SECONDS);
  const serverCpuMs = cpuMs(server.child.pid!) - cpuBefore;
  const step = {
    perSecond: result.acknowledged / result.seconds,
    p50: percentile(result.latenciesMs, 50),
    p99: percentile(result.latenciesMs, 99),
  };
  console.log(
    `  ${String(connections).padStart(3)} connections, ${server.name.padEnd(7)}: ${step.perSecond.toFixed(0).padStart(5)} stored/s, ` +
      `p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, ` +
      `server CPU ${(serverCpuMs / Math.max(1, result.acknowledged + result.failed)).toFixed(2)} ms/request; ` +
      `a new connection's first request p50 ${percentile(result.firstOnConnectionMs, 50).toFixed(1)} ms` +
      (result.failed > 0 ? `, ${result.failed} not acknowledged` : '') +
      `; rows verified (${result.acknowledged} more)`,
  );
  if (result.failed > 0) process.exitCode = 1;
  await waitUntilIdle(server.child.pid!);
  return step;
}

/** Runs the load, then checks that every request acknowledged is a row. */
async function load(server: BenchServer, connections: number, seconds: number): Promise<LoadResult> {
  const result = await runLoad({ port: server.port, connections, seconds, perAddress: PER_ADDRESS });
  server.stored += result.acknowledged;
  verifyRows(server.dataDir, server.stored);
  return result;
}

/**
 * Until the server has finished what the load left it (its outbox writes a mail per request),
 * so that work never runs during the other server's turn.
 */
async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let before = cpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cpuMs(pid);
    // Under 10 % of a core over the last 250 ms.
    if (now - before < 25) return;
    before = now;
  }
}

/** Every acknowledged request is a row: counted from the file, beside the running server. */
function verifyRows(dataDir: string, expected: number): void {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const { n } = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM consultation_requests').get()!;
    if (n !== expected) throw new Error(`the store holds ${n} requests, but ${expected} were acknowledged`);
  } finally {
    db.close();
  }
}

function report(syncMs: number, levels: Level[]): void {
  console.log('\ntargets (medians over the rounds)');
  const at = (connections: number) => levels.find((level) => level.connections === connections);
  const checks: [string, boolean][] = [];
  const at50 = at(50);
  if (at50) {
    checks.push([
      `50 connections: ${(at50.share * 100).toFixed(0)} % of the ceiling (at least 80 %)`,
      at50.share >= TARGETS.ceilingShareAt50,
    ]);
    checks.push([
      `50 connections: ${at50.durable.perSecond.toFixed(0)} stored/s (at least 1,000)`,
      at50.durable.perSecond >= TARGETS.requestsPerSecondAt50,
    ]);
    checks.push([
      `50 connections: p99 ${at50.durable.p99.toFixed(1)} ms (at most 50)`,
      at50.durable.p99 <= TARGETS.p99At50Ms,
    ]);
  }
  const at200 = at(200);
  if (at200)
    checks.push([
      `200 connections: p99 ${at200.durable.p99.toFixed(1)} ms (at most 150)`,
      at200.durable.p99 <= TARGETS.p99At200Ms,
    ]);
  const at1 = at(1);
  if (at1) {
    const limit = syncMs + TARGETS.p50At1OverSyncMs;
    checks.push([
      `1 connection: p50 ${at1.durable.p50.toFixed(2)} ms (at most one fdatasync + 2 = ${limit.toFixed(2)})`,
      at1.durable.p50 <= limit,
    ]);
  }
  for (const [text, ok] of checks) console.log(`  ${ok ? 'met   ' : 'MISSED'} ${text}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

async function waitUntilServing(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before serving`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 30 s');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

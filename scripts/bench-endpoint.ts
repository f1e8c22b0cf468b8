/**
 * `npm run bench [-- --seconds 5 --connections 1,10,50,200]`: what the consultation endpoint
 * stores per second, durably, and what limits it. In one run:
 *
 *   1. the fdatasync rate of the disk that holds the data folder (the bench works beside it);
 *   2. the ceiling: the same server on a store that does not sync (synchronous=OFF, a
 *      throwaway folder), i.e. what the CPU alone allows;
 *   3. the real, durable server (synchronous=FULL, group commit), at each connection count.
 *
 * Both servers are the production server in a child process (scripts/bench/benchServer.ts),
 * with the default settings: the rate limit on (5 per client), mail to files. The load comes
 * from many loopback addresses (scripts/bench/loadClient.ts). After every step the rows in the
 * store are counted and must equal the requests acknowledged. Prints the figures and whether
 * the targets hold (ARCHITECTURE.md: "Intake at the disk's limit: measured"); exits 1 if one does not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { BUILD_LAYOUT, writeSiteManifest } from '../builtSite/manifest';
import { readConfig } from '../server/config';
import { DATABASE_FILE } from '../server/store/sqlite/database';
import { measureSyncRate } from './bench/diskSync';
import { cpuMs } from './bench/processCpu';
import { freePort, stopChild } from './bench/processes';
import { runLoad, type LoadResult } from './bench/loadClient';
import { percentile } from './bench/stats';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,10,50,200' },
  },
});
const SECONDS = Number(values.seconds);
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
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
}

async function main(): Promise<void> {
  // Beside the data folder, so the disk measured is the one that holds the store.
  const parent = path.dirname(readConfig().dataDir);
  const work = fs.mkdtempSync(path.join(parent, '.bench-endpoint-'));
  try {
    const buildDir = makeBuild(work);
    const sync = measureSyncRate(work);
    console.log(`disk: ${sync.perSecond.toFixed(0)} fdatasync/s, median ${sync.medianMs.toFixed(2)} ms (${parent})`);
    const ceiling = await measureServer('ceiling (synchronous=OFF)', work, buildDir, true);
    const durable = await measureServer('durable (synchronous=FULL)', work, buildDir, false);
    report(sync.medianMs, ceiling, durable);
  } finally {
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

async function measureServer(name: string, work: string, buildDir: string, noSync: boolean): Promise<Step[]> {
  const dataDir = path.join(work, noSync ? 'no-sync' : 'durable');
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
  try {
    await waitUntilServing(port, child);
    console.log(`\n${name}`);
    let stored = 0;
    // Warm-up, so every step meets compiled code.
    stored += (await runLoad({ port, connections: 10, seconds: 1, perAddress: PER_ADDRESS })).acknowledged;
    const steps: Step[] = [];
    for (const connections of LEVELS) {
      const cpuBefore = cpuMs(child.pid!);
      const result = await runLoad({ port, connections, seconds: SECONDS, perAddress: PER_ADDRESS });
      const serverCpuMs = cpuMs(child.pid!) - cpuBefore;
      stored += result.acknowledged;
      verifyRows(dataDir, stored);
      steps.push(describeStep(connections, result, serverCpuMs));
    }
    return steps;
  } finally {
    await stopChild(child);
  }
}

function describeStep(connections: number, result: LoadResult, serverCpuMs: number): Step {
  const step = {
    connections,
    perSecond: result.acknowledged / result.seconds,
    p50: percentile(result.latenciesMs, 50),
    p99: percentile(result.latenciesMs, 99),
  };
  console.log(
    `  ${String(connections).padStart(3)} connections: ${step.perSecond.toFixed(0).padStart(5)} stored/s, ` +
      `p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, ` +
      `server CPU ${(serverCpuMs / Math.max(1, result.acknowledged + result.failed)).toFixed(2)} ms/request; ` +
      `a new connection's first request p50 ${percentile(result.firstOnConnectionMs, 50).toFixed(1)} ms` +
      (result.failed > 0 ? `, ${result.failed} not acknowledged` : '') +
      `; rows verified (${result.acknowledged} more)`,
  );
  if (result.failed > 0) process.exitCode = 1;
  return step;
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

function report(syncMs: number, ceiling: Step[], durable: Step[]): void {
  console.log('\ntargets');
  const at = (steps: Step[], connections: number) => steps.find((step) => step.connections === connections);
  const checks: [string, boolean | undefined][] = [];
  const d50 = at(durable, 50);
  const c50 = at(ceiling, 50);
  if (d50 && c50) {
    const share = d50.perSecond / c50.perSecond;
    checks.push([
      `50 connections: ${(share * 100).toFixed(0)} % of the ceiling (at least 80 %)`,
      share >= TARGETS.ceilingShareAt50,
    ]);
    checks.push([
      `50 connections: ${d50.perSecond.toFixed(0)} stored/s (at least 1,000)`,
      d50.perSecond >= TARGETS.requestsPerSecondAt50,
    ]);
    checks.push([`50 connections: p99 ${d50.p99.toFixed(1)} ms (at most 50)`, d50.p99 <= TARGETS.p99At50Ms]);
  }
  const d200 = at(durable, 200);
  if (d200)
    checks.push([`200 connections: p99 ${d200.p99.toFixed(1)} ms (at most 150)`, d200.p99 <= TARGETS.p99At200Ms]);
  const d1 = at(durable, 1);
  if (d1) {
    const limit = syncMs + TARGETS.p50At1OverSyncMs;
    checks.push([
      `1 connection: p50 ${d1.p50.toFixed(2)} ms (at most one fdatasync + 2 = ${limit.toFixed(2)})`,
      d1.p50 <= limit,
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

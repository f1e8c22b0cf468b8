/**
 * `npm run bench [-- --seconds 10 --connections 50]`: consultation requests stored per second and
 * the p99 of their answers, through the launched proxy's settings (TRUST_PROXY=1), a new visitor
 * every five requests so the default rate limit stays on; docs/benchmarks.md keeps the figures.
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

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    serve: { type: 'boolean', default: false },
  },
});
/** The server's default rate limit: each visitor sends this many, then the next takes over. */
const PER_VISITOR = 5;
const TARGET = { perSecond: 1000, p99Ms: 100 };
const BODY = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Client',
  email: 'bench@example.com',
  phone: '416 555 0100',
  legalServiceArea: 'family',
  problemDescription: 'A benchmark request describing a family law matter in a few words.',
  urgencyLevel: 'moderate',
  contactMethod: 'email',
  bestTime: 'morning',
});

/** Each visitor is new: 10.x.y.z holds 16 million. */
let visitors = 0;

async function load(port: number, connections: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = (visitor: string) =>
    new Promise<number>((resolve, reject) => {
      const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor };
      const request = http.request(`http://127.0.0.1:${port}${CONSULTATION_ENDPOINT}`, {
        method: 'POST',
        agent,
        headers,
      });
      request.once('response', (response) => response.resume().once('end', () => resolve(response.statusCode!)));
      request.once('error', reject).end(BODY);
    });
  const latencies: number[] = [];
  let acknowledged = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const n = visitors++;
      const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      for (let i = 0; i < PER_VISITOR; i += 1) {
        const sentAt = performance.now();
        if ((await post(visitor)) === 200) acknowledged += 1;
        latencies.push(performance.now() - sentAt);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const perSecond = acknowledged / ((performance.now() - started) / 1000);
  const p99 = sorted[Math.floor(sorted.length * 0.99)]!;
  return { acknowledged, failed: latencies.length - acknowledged, perSecond, p99 };
}

async function main(work: string): Promise<void> {
  const buildDir = path.join(work, 'dist');
  fs.mkdirSync(path.join(buildDir, BUILD_LAYOUT.client), { recursive: true });
  // The one file the endpoint reads of a build: site.json's practice areas.
  const serviceAreas = [{ value: 'family', label: 'Family Law' }];
  const manifest = { firmEmail: 'office@example.com', serviceAreas, redirects: [], pages: ['/'] };
  writeSiteManifest(buildDir, { ...manifest, requestRetentionDays: 365, placeholderCount: 0 });
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
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
    const warmUp = await load(port, 10, 1); // So that the measure meets compiled code.
    const connections = Number(values.connections);
    const result = await load(port, connections, Number(values.seconds));
    const db = new Database(path.join(work, 'data', DATABASE_FILE), { readonly: true });
    const rows = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM consultation_requests').get()!.n;
    db.close();
    const stored = warmUp.acknowledged + result.acknowledged;
    if (rows !== stored) throw new Error(`the store holds ${rows} requests, but ${stored} were acknowledged`);
    const met = result.perSecond >= TARGET.perSecond && result.p99 <= TARGET.p99Ms && result.failed === 0;
    console.log(
      `${connections} connections through a proxy: ${result.perSecond.toFixed(0)} stored/s ` +
        `(target at least ${TARGET.perSecond}), p99 ${result.p99.toFixed(1)} ms (target at most ${TARGET.p99Ms})` +
        `${result.failed > 0 ? `, ${result.failed} not acknowledged` : ''}; every acknowledged request is a row: ` +
        `${met ? 'met' : 'MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
  }
}

if (values.serve) {
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

/**
 * `npm run bench [-- --seconds 10 --connections 50]`: consultation requests stored per second and
 * the p99 of their answers, through the launched proxy's settings (TRUST_PROXY=1), a new visitor
 * every five requests so the default rate limit stays on; and what two readers of `GET /` get
 * through the shipped Caddyfile alone and while the posts run. Exits 1 when a target is missed.
 * docs/benchmarks.md keeps the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { BUILD_LAYOUT, writeSiteManifest } from '../../built-site/manifest';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/server';
import { DATABASE_FILE } from '../../server/store/sqlite/database';
import { freePort } from '../support/freePort';

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
/** Decision 0020's target for the posts; the readers' pages, served by Caddy, never wait for them. */
const TARGET = { stored: 1000, p99Ms: 100, readersP99Ms: 100 };
/** Debian's caddy package, as deploy/ runs it. */
const CADDY = '/usr/bin/caddy';
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

const figures = (result: { perSecond: number; p99: number }, unit: string) =>
  `${result.perSecond.toFixed(0)} ${unit}/s, p99 ${result.p99.toFixed(1)} ms`;

async function main(work: string): Promise<void> {
  const buildDir = path.join(work, 'dist');
  const clientDir = path.join(buildDir, BUILD_LAYOUT.client);
  fs.mkdirSync(clientDir, { recursive: true });
  // What the endpoint reads of a build (site.json's practice areas), and a page for the readers.
  const serviceAreas = [{ value: 'family', label: 'Family Law' }];
  const manifest = { firmEmail: 'office@example.com', serviceAreas, redirects: [], pages: ['/'] };
  writeSiteManifest(buildDir, { ...manifest, requestRetentionDays: 365, placeholderCount: 0 });
  fs.writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><p>${'Home. '.repeat(2000)}`);
  const [port, caddyPort] = [await freePort(), await freePort()];
  const env = { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(work, 'data'), DIST_DIR: buildDir };
  const server = spawn(process.execPath, ['--import', 'tsx', process.argv[1]!, '--serve'], {
    env: { ...process.env, ...env, TRUST_PROXY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const caddy = startCaddy(work, caddyPort, port, buildDir);
  try {
    await answering(`http://127.0.0.1:${port}/healthz`, server);
    await answering(`http://127.0.0.1:${caddyPort}/`, caddy);
    const seconds = Number(values.seconds);
    const connections = Number(values.connections);
    const warmUp = await load(10, 1, poster(port)); // So that the measure meets compiled code.
    const readersAlone = await readInAnotherProcess(caddyPort, Math.min(seconds, 5));
    const [result, readers] = await Promise.all([
      load(connections, seconds, poster(port)),
      readInAnotherProcess(caddyPort, seconds),
    ]);
    const db = new Database(path.join(env.DATA_DIR, DATABASE_FILE), { readonly: true });
    const rows = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM consultation_requests').get()!.n;
    db.close();
    const stored = warmUp.acknowledged + result.acknowledged;
    if (rows !== stored) throw new Error(`the store holds ${rows} requests, but ${stored} were acknowledged`);
    const met =
      result.perSecond >= TARGET.stored &&
      result.p99 <= TARGET.p99Ms &&
      result.failed === 0 &&
      readers.p99 < TARGET.readersP99Ms;
    console.log(
      `load average ${os.loadavg()[0]!.toFixed(1)}\n` +
        `${connections} connections to the server: ${figures(result, 'stored')} (target at least ` +
        `${TARGET.stored}/s, p99 at most ${TARGET.p99Ms} ms)` +
        `${result.failed > 0 ? `, ${result.failed} not acknowledged` : ''}; every acknowledged request is a row\n` +
        `${READERS} readers of GET / through Caddy: alone ${figures(readersAlone, 'pages')}; during the posts ` +
        `${figures(readers, 'pages')} (target p99 under ${TARGET.readersP99Ms} ms): ${met ? 'met' : 'MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    for (const child of [server, caddy]) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  }
}

/** The shipped Caddyfile, without its admin endpoint, serving the build on plain HTTP in front of the server. */
function startCaddy(work: string, caddyPort: number, sitePort: number, buildDir: string) {
  const config = path.join(work, 'Caddyfile');
  const shipped = fs.readFileSync(path.join(import.meta.dirname, '../../deploy/Caddyfile'), 'utf8');
  fs.writeFileSync(config, shipped.replace(/^\{\n/m, '{\n\tadmin off\n'));
  const site = { SITE_HOST: `http://127.0.0.1:${caddyPort}`, HTTP_PORT: String(caddyPort), HTTPS_PORT: '0' };
  return spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', config], {
    env: { PATH: process.env.PATH, HOME: work, ...site, SITE_PORT: String(sitePort), DIST_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}

async function answering(url: string, child: ChildProcess): Promise<void> {
  const answers = () =>
    fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
  while (!(await answers())) {
    if (child.exitCode !== null) throw new Error(`${url}: its process exited (${child.exitCode}) before answering`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
  const server = await startServer(readConfig());
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

/**
 * `npm run bench:static [-- --rounds 5 --seconds 5]`: the production server (server/start.ts,
 * as `npm start` runs it) against nginx serving the same `dist/client` with the same headers,
 * side by side: wrk (50 connections, `Accept-Encoding: br`) on the home page, a deeper page and
 * the site's stylesheet, the two servers taking turns in every round (the machine is shared
 * and noisy, so only figures taken together are compared). Prints the medians and the ratio
 * of the server's requests per second to nginx's, and exits 1 below the target (0.25).
 * Builds nothing: run `npm run build` first (or point DIST_DIR at a build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_LAYOUT, missingBuildFiles, readSiteManifest } from '../build-output/manifest';
import { cacheControlFor, SECURITY_HEADERS } from '../build-output/responseHeaders';
import { CONTACT_ERRORS_PATH } from '../consultation-request/endpoint';
import { BROTLI_STATIC_MODULE, NGINX, nginxConfig } from './bench-static/nginxConfig';
import { runWrk, WRK, type WrkRun } from './bench-static/wrk';
import { freePort, stopChild } from './bench/processes';
import { median } from './bench/stats';

const TARGET_RATIO = 0.25;
const CONNECTIONS = 50;
const REQUEST_HEADERS = { 'Accept-Encoding': 'br' };
const ROOT = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, seconds: { type: 'string', default: '5' } },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);

/** Every process this script starts, stopped by its pid whatever happens. */
const children = new Set<ChildProcess>();
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

interface Server {
  name: 'server' | 'nginx';
  url: string;
}

async function main(): Promise<number> {
  const buildDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  checkPrerequisites(buildDir);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  try {
    const clientDir = path.join(buildDir, BUILD_LAYOUT.client);
    const servers = [await startProductionServer(buildDir, workDir), await startNginx(clientDir, workDir)];
    const targets = pickTargets(buildDir);
    for (const target of targets) await checkSameHeaders(servers, target);
    console.log(
      `bench:static: ${rounds} rounds of ${seconds} s per server and address, wrk -t2 -c${CONNECTIONS}, ` +
        `Accept-Encoding: br; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
    );
    const results = new Map<string, { server: WrkRun[]; nginx: WrkRun[] }>();
    for (const target of targets) {
      for (const server of servers) await measure(server, target, 2); // warm-up, not counted
      results.set(target, { server: [], nginx: [] });
    }
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        // Each server goes first in every other round, so a drift in the machine's load is shared.
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) results.get(target)?.[server.name].push(await measure(server, target, seconds));
      }
    }
    return report(results);
  } finally {
    await Promise.all([...children].map(stopChild));
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function checkPrerequisites(buildDir: string): void {
  const missingTools = [NGINX, BROTLI_STATIC_MODULE, WRK].filter((file) => !fs.existsSync(file));
  if (missingTools.length > 0) {
    fail(
      `bench:static needs ${missingTools.join(', ')}. On Debian: apt-get install -y nginx libnginx-mod-http-brotli-static wrk`,
    );
  }
  const missingFiles = missingBuildFiles(buildDir);
  if (missingFiles.length > 0) {
    fail(`bench:static measures a build, and ${buildDir} has none (no ${missingFiles.join(', ')}): run npm run build`);
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** `/`, the deepest page (the first by name) and the stylesheet the home page links. */
function pickTargets(buildDir: string): string[] {
  const depth = (page: string) => page.split('/').length;
  const [deeper] = readSiteManifest(buildDir)
    .pages.filter((page) => page !== CONTACT_ERRORS_PATH)
    .sort((a, b) => depth(b) - depth(a) || a.localeCompare(b));
  const home = fs.readFileSync(path.join(buildDir, BUILD_LAYOUT.client, 'index.html'), 'utf8');
  const stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  if (!deeper || !stylesheet) fail(`${buildDir} has no page below / or no stylesheet under /assets/`);
  return ['/', deeper, stylesheet];
}

async function startProductionServer(buildDir: string, workDir: string): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(workDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DIST_DIR: buildDir,
        DATA_DIR: path.join(workDir, 'data'),
        HOST: '127.0.0.1',
        PORT: `${port}`,
      },
      // Its log lines go to a file, as they would to a log collector.
      stdio: ['ignore', log, log],
    }),
  );
  fs.closeSync(log);
  await waitFor(child, 'the server', () => fs.readFileSync(logFile, 'utf8').includes('"msg":"listening"'), logFile);
  return { name: 'server', url: `http://127.0.0.1:${port}` };
}

async function startNginx(clientDir: string, workDir: string): Promise<Server> {
  const port = await freePort();
  const configFile = path.join(workDir, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig({ clientDir, port, workDir }));
  const errorLog = path.join(workDir, 'error.log');
  const child = track(spawn(NGINX, ['-c', configFile, '-p', workDir, '-e', errorLog], { stdio: 'ignore' }));
  await waitFor(child, 'nginx', () => canConnect(port), errorLog);
  return { name: 'nginx', url: `http://127.0.0.1:${port}` };
}

/** Waits for `ready`, failing with the process's log if it exits first or takes over 60 s. */
async function waitFor(
  child: ChildProcess,
  name: string,
  ready: () => boolean | Promise<boolean>,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await ready())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`${name} did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A fair race needs the same answer: the same encoding, type, caching and security headers. */
async function checkSameHeaders(servers: Server[], target: string): Promise<void> {
  const expected = { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor(target) };
  const answers = await Promise.all(servers.map((server) => headersOf(`${server.url}${target}`)));
  for (const [i, answer] of answers.entries()) {
    const wrong = Object.entries(expected).filter(([name, value]) => answer.headers.get(name) !== value);
    if (answer.status !== 200 || wrong.length > 0) {
      throw new Error(`${servers[i]?.name} ${target}: status ${answer.status}, wrong ${wrong.map(([name]) => name)}`);
    }
  }
  const [first, second] = answers;
  const unlike = ['Content-Type', 'Content-Encoding', 'Vary'].filter(
    (name) => first?.headers.get(name) !== second?.headers.get(name),
  );
  if (unlike.length > 0) throw new Error(`${target}: nginx and the server differ in ${unlike.join(', ')}`);
}

async function headersOf(url: string): Promise<Response> {
  const response = await fetch(url, { headers: REQUEST_HEADERS });
  await response.arrayBuffer();
  return response;
}

function measure(server: Server, target: string, duration: number): Promise<WrkRun> {
  return runWrk({
    url: `${server.url}${target}`,
    seconds: duration,
    connections: CONNECTIONS,
    headers: REQUEST_HEADERS,
    started: (child) => void track(child),
  });
}

function report(results: Map<string, { server: WrkRun[]; nginx: WrkRun[] }>): number {
  const rows: string[][] = [['address', 'server req/s', 'p99', 'nginx req/s', 'p99', 'ratio']];
  const ratios: number[] = [];
  for (const [target, { server, nginx }] of results) {
    const ratio = median(server.map((run, i) => run.requestsPerSecond / (nginx[i]?.requestsPerSecond ?? NaN)));
    ratios.push(ratio);
    rows.push([
      target,
      median(server.map((run) => run.requestsPerSecond)).toFixed(0),
      `${median(server.map((run) => run.p99Ms)).toFixed(1)} ms`,
      median(nginx.map((run) => run.requestsPerSecond)).toFixed(0),
      `${median(nginx.map((run) => run.p99Ms)).toFixed(1)} ms`,
      ratio.toFixed(2),
    ]);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  const holds = ratios.every((ratio) => ratio >= TARGET_RATIO);
  console.log(
    `median ratio (server / nginx, medians of ${rounds} rounds): ${median(ratios).toFixed(2)}; lowest ${Math.min(...ratios).toFixed(2)}; ` +
      `target ${TARGET_RATIO} on every address: ${holds ? 'holds' : 'DOES NOT HOLD'}`,
  );
  return holds ? 0 : 1;
}

process.once('SIGINT', () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(130);
});

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench:static: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

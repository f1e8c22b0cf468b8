/**
 * `npm run bench [-- --requests 2000 --concurrency 20]`: how many consultation requests per
 * second the endpoint stores (each one a synchronous=FULL SQLite commit), with p50/p99
 * latency. Runs the real app on 127.0.0.1 with a temporary DATA_DIR, mail to files and a
 * built site of one practice area, then checks that every acknowledged request is in the store.
 * The client runs in the same process as the server, so the figures are a lower bound.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_LAYOUT, writeSiteManifest } from '../builtSite/manifest';
import { readConfig } from '../server/config';
import { silentLogger } from '../server/logger';
import { startServer } from '../server/server';
import { CONSULTATION_ENDPOINT } from '../consultation/endpoint';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '20' } },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

function validRequest(index: number) {
  return {
    firstName: `Bench${index}`,
    lastName: 'Client',
    email: `bench${index}@example.com`,
    phone: '416 555 0100',
    legalServiceArea: 'family',
    problemDescription: 'A benchmark request describing a family law matter in a few words.',
    urgencyLevel: 'moderate',
    contactMethod: 'email',
    bestTime: 'morning',
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-endpoint-'));
  const dataDir = path.join(workDir, 'data');
  const buildDir = path.join(workDir, 'dist');
  fs.mkdirSync(path.join(buildDir, BUILD_LAYOUT.client), { recursive: true });
  writeSiteManifest(buildDir, {
    firmEmail: 'office@example.com',
    serviceAreas: [{ value: 'family', label: 'Family Law' }],
    redirects: [],
    pages: ['/'],
    requestRetentionDays: 365,
    placeholderCount: 0,
  });
  const config = readConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: buildDir,
    RATE_LIMIT_MAX: String(total * 2),
    MAIL_PER_HOUR: String(total * 2),
  });
  const server = await startServer(config, { logger: silentLogger });
  const url = `${server.url}${CONSULTATION_ENDPOINT}`;
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;

  async function client(): Promise<void> {
    while (next < total) {
      const index = next++;
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validRequest(index)),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failures += 1;
    }
  }

  try {
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, client));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const stored = await server.store.count();
    console.log(`requests: ${total}, concurrency: ${concurrency}, failures: ${failures}`);
    console.log(`stored: ${stored} in ${seconds.toFixed(2)} s = ${(stored / seconds).toFixed(0)} requests/s`);
    console.log(
      `latency p50: ${percentile(latencies, 50).toFixed(1)} ms, p99: ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    if (stored !== total - failures || failures > 0) {
      console.error(`row count mismatch: ${stored} stored, ${total - failures} acknowledged`);
      process.exitCode = 1;
    } else {
      console.log('row count verified');
    }
  } finally {
    await server.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

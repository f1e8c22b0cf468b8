/**
 * `npm run lighthouse`: Lighthouse (mobile, its default) in Debian's Chromium on one page of each kind of
 * the build (DIST_DIR) and its French version, served by the production server. Prints the four scores,
 * LCP, TBT, CLS and bytes; fails under budget: performance 95, the others 100.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readSiteManifest } from '../../built-site/manifest';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../lib/chromium';
import { readConfig } from '../../server/config';
import { silentLogger } from '../../server/logger';
import { startServer } from '../../server/server';

const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const KINDS = [/^\/$/, /^\/services\/[^/]+$/, /^\/insights\/[^/]+$/, /^\/insights$/, /^\/contact$/, /^\/search$/];

const buildDir = path.resolve(process.env.DIST_DIR || 'dist');
const built = readSiteManifest(buildDir).pages;
const pages = KINDS.flatMap((kind) => built.filter((page) => kind.test(page)).slice(0, 1)).flatMap((page) => {
  const html = fs.readFileSync(path.join(buildDir, 'client', page, 'index.html'), 'utf8');
  const french = /hreflang="fr[^"]*" href="([^"]+)"/.exec(html)?.[1];
  // A page kept out of search engines on purpose (the search page) is not held to being crawlable.
  const skipAudits = html.includes('content="noindex"') ? ['is-crawlable'] : [];
  return [page, ...(french ? [new URL(french).pathname] : [])].map((address) => ({ address, skipAudits }));
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
const config = readConfig({ HOST: '127.0.0.1', PORT: '0', DIST_DIR: buildDir, DATA_DIR: dataDir });
const server = await startServer(config, { logger: silentLogger });
const chromeFlags = ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath, chromeFlags });
const failures: string[] = [];
try {
  console.log(
    `load ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores\npage | perf a11y best seo | LCP TBT (ms) CLS | kB`,
  );
  for (const { address, skipAudits } of pages) {
    const flags = { port: chrome.port, logLevel: 'error', skipAudits } as const;
    const lhr = (await lighthouse(`${server.url}${address}`, flags))?.lhr;
    const scores = Object.keys(BUDGETS).map((name) => Math.round((lhr?.categories[name]?.score ?? 0) * 100));
    const figure = (audit: string) => Math.round(lhr?.audits[audit]?.numericValue ?? NaN);
    const cls = lhr?.audits['cumulative-layout-shift']?.numericValue?.toFixed(3);
    const timings = `${figure('largest-contentful-paint')} ${figure('total-blocking-time')} ${cls}`;
    console.log(`${address} | ${scores.join(' ')} | ${timings} | ${Math.round(figure('total-byte-weight') / 1024)}`);
    Object.entries(BUDGETS).forEach(([name, budget], i) => {
      if (scores[i]! < budget) failures.push(`${address}: ${name} ${scores[i]} < ${budget}`);
    });
  }
} finally {
  chrome.kill();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) console.error(`over budget:\n${failures.join('\n')}`);
process.exitCode = failures.length > 0 ? 1 : 0;

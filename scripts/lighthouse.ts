/**
 * `npm run lighthouse`: Lighthouse (mobile, its default) in Debian's Chromium on one page of each kind
 * of the build (DIST_DIR), in English and in French (each English page's `hreflang` version), served by
 * the production server. Prints the four scores, LCP, TBT, CLS and bytes; fails when a page is under
 * budget: performance 95, the other three 100.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readSiteManifest } from '../built-site/manifest';
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium';
import { readConfig } from '../server/config';
import { silentLogger } from '../server/logger';
import { startServer } from '../server/server';

const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** The English page of each kind: the first address of the build that matches. */
const KINDS = [/^\/$/, /^\/services\/[^/]+$/, /^\/insights\/[^/]+$/, /^\/insights$/, /^\/contact$/, /^\/search$/];

const buildDir = path.resolve(process.env.DIST_DIR || 'dist');
const englishPages = readSiteManifest(buildDir).pages;
const pages = KINDS.flatMap((kind) => englishPages.filter((page) => kind.test(page)).slice(0, 1)).flatMap((page) => {
  const html = fs.readFileSync(path.join(buildDir, 'client', page, 'index.html'), 'utf8');
  const french = /<link rel="alternate" hreflang="fr[^"]*" href="([^"]+)"/.exec(html)?.[1];
  // A page kept out of search engines on purpose (the search page) is not held to being crawlable.
  const skipAudits = html.includes('<meta name="robots" content="noindex">') ? ['is-crawlable'] : [];
  return [page, ...(french ? [new URL(french).pathname] : [])].map((address) => ({ address, skipAudits }));
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
const server = await startServer(readConfig({ HOST: '127.0.0.1', PORT: '0', DIST_DIR: buildDir, DATA_DIR: dataDir }), {
  logger: silentLogger,
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args],
});
const failures: string[] = [];
try {
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log('page | perf | a11y | best | seo | LCP ms | TBT ms | CLS | kB');
  for (const { address: page, skipAudits } of pages) {
    const flags = { port: chrome.port, logLevel: 'error', output: 'json', skipAudits } as const;
    const result = await lighthouse(`${server.url}${page}`, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { categories, audits } = result.lhr;
    const scores = Object.keys(BUDGETS).map((name) => Math.round((categories[name]?.score ?? 0) * 100));
    const figure = (audit: string) => audits[audit]?.numericValue ?? NaN;
    const kB = Math.round(figure('total-byte-weight') / 1024);
    const vitals = [Math.round(figure('largest-contentful-paint')), Math.round(figure('total-blocking-time'))];
    console.log([page, ...scores, ...vitals, figure('cumulative-layout-shift').toFixed(3), kB].join(' | '));
    Object.entries(BUDGETS).forEach(([name, budget], i) => {
      const failed = categories[name]?.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== 1);
      const why = failed?.map((ref) => ref.id).join(', ');
      if (scores[i]! < budget) failures.push(`${page}: ${name} ${scores[i]} < ${budget} (${why})`);
    });
  }
} finally {
  chrome.kill();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`over budget:\n${failures.join('\n')}`);
  process.exit(1);
}

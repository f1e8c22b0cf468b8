/**
 * What search costs at scale (issue 24): how much the search index adds to our cold build's wall
 * time (the same copy built again without the search page; the build also prints
 * `search: N pages indexed in X`), and how soon a query's first results
 * appear in Chromium on the built site: the search page's script measures from the query to the
 * results on the page (`site-search`, components/search/searchClient.ts). The first query loads
 * Pagefind and its index, so it is the one a visitor waits for; the next ones are shown too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../lib/chromium';
import { readConfig } from '../../server/config';
import { silentLogger } from '../../server/logger';
import { startServer } from '../../server/server';
import { median } from '../bench/stats';

const MAX_INDEX_SHARE = 0.15;
const MAX_FIRST_RESULTS_MS = 300;
/** Words every generated article set holds (bench-build/vocabulary.ts): each query finds many guides. */
const QUERIES = ['tenant', 'deadline', 'employer', 'notice', 'agreement'];

export interface SearchFigures {
  /** How long Pagefind took, as the build printed it. */
  indexMs: number;
  indexedPages: number;
  /** The mean of the copy's two cold builds with the search page, and its cold build without it. */
  wallWithSearchMs: number;
  wallWithoutSearchMs: number;
  firstQueryMs: number;
  laterQueriesMs: number[];
}

/** The indexing time the build printed in its log, or undefined when it made no index. */
export function indexTimeOf(buildLog: string): { ms: number; pages: number } | undefined {
  const lines = [...buildLog.matchAll(/^search: (\d+) pages indexed, finished ([\d.]+) (ms|s) after/gm)];
  const last = lines[lines.length - 1];
  if (!last) return undefined;
  return { pages: Number(last[1]), ms: Number(last[2]) * (last[3] === 's' ? 1000 : 1) };
}

/** Each query's time from typing to results on the page, in a fresh browser, on the build in `buildDir`. */
export async function timeQueries(buildDir: string, searchPath: string): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const server = await startServer(
    readConfig({ HOST: '127.0.0.1', PORT: '0', DIST_DIR: buildDir, DATA_DIR: dataDir }),
    {
      logger: silentLogger,
    },
  );
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}${searchPath}`, { waitUntil: 'load' });
    const times: number[] = [];
    for (const [index, query] of QUERIES.entries()) {
      await page.getByRole('searchbox').fill(query);
      await page.getByRole('searchbox').press('Enter');
      await page.waitForFunction((count) => performance.getEntriesByName('site-search').length === count, index + 1);
      times.push(await page.evaluate(() => performance.getEntriesByName('site-search').at(-1)!.duration));
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The two lines the bench prints for one N, and whether both targets hold. */
/** `figures` are medians over `runs` runs when there were several. */
export function searchVerdict(
  articles: number,
  figures: SearchFigures,
  runs: number,
): { lines: string[]; met: boolean } {
  const medians = runs > 1 ? `, medians of ${runs} runs` : '';
  const wallMs = figures.wallWithSearchMs;
  const addedMs = wallMs - figures.wallWithoutSearchMs;
  const share = addedMs / figures.wallWithoutSearchMs;
  const shareMet = share <= MAX_INDEX_SHARE;
  const firstMet = figures.firstQueryMs <= MAX_FIRST_RESULTS_MS;
  const later =
    figures.laterQueriesMs.length > 0
      ? `; the next ${figures.laterQueriesMs.length}: median ${Math.round(median(figures.laterQueriesMs))} ms`
      : '';
  return {
    met: shareMet && firstMet,
    lines: [
      `${articles} articles: the search index (${figures.indexedPages} pages, read as they are rendered, ` +
        `finished ${(figures.indexMs / 1000).toFixed(1)} s after them, beside other steps) adds ${(addedMs / 1000).toFixed(1)} s to the build: ${(wallMs / 1000).toFixed(1)} s with it (mean of 2), ` +
        `${(figures.wallWithoutSearchMs / 1000).toFixed(1)} s without (${(share * 100).toFixed(1)} %${medians}), ` +
        `target ≤ ${MAX_INDEX_SHARE * 100} %: ${shareMet ? 'met' : 'MISSED'}`,
      `${articles} articles: first query's results on the page in ${Math.round(figures.firstQueryMs)} ms in Chromium ` +
        `(loading Pagefind and its index${medians})${later}, target ≤ ${MAX_FIRST_RESULTS_MS} ms: ${firstMet ? 'met' : 'MISSED'}`,
    ],
  };
}

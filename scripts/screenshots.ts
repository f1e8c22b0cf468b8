/**
 * `npm run screenshots`: every page of a finished build, as a reviewer sees it. Serves the
 * build (`dist/`, or DIST_DIR) with the production server on a free port, opens each page of
 * its `site.json` in Debian's Chromium (CHROMIUM_PATH) and saves full-page PNGs at 375, 768
 * and 1280 px and a print PDF into `screenshots/` (or SCREENSHOTS_DIR), e.g.
 * `who-we-are-1280.png`, `who-we-are-print.pdf`. Builds nothing: run `npm run build` first.
 * SCREENSHOTS_PAGES=/,/contact takes only those pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readSiteManifest } from '../build-output/manifest';
import { readConfig } from '../server/config';
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium';
import { silentLogger } from '../server/logger';
import { startServer, type RunningServer } from '../server/server';

const WIDTHS = [375, 768, 1280] as const;

/** The file name of a page: `/` is `home`, `/services/family-law` is `services-family-law`. */
function fileStem(pagePath: string): string {
  return pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/\//g, '-');
}

/** The pages to take: all of the build's, or those SCREENSHOTS_PAGES names (each must exist). */
function choosePages(allPages: string[], filter: string | undefined): string[] {
  if (!filter?.trim()) return allPages;
  const wanted = filter
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const unknown = wanted.filter((page) => !allPages.includes(page));
  if (unknown.length > 0)
    throw new Error(`SCREENSHOTS_PAGES names pages the build does not have: ${unknown.join(', ')}`);
  return wanted;
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.env.DIST_DIR || 'dist');
  const outDir = path.resolve(process.env.SCREENSHOTS_DIR || 'screenshots');
  const pages = choosePages(readSiteManifest(buildDir).pages, process.env.SCREENSHOTS_PAGES);
  fs.mkdirSync(outDir, { recursive: true });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-data-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const config = readConfig({ HOST: '127.0.0.1', PORT: '0', DIST_DIR: buildDir, DATA_DIR: dataDir });
    server = await startServer(config, { logger: silentLogger });
    const launched = await chromium.launch({
      ...CHROMIUM_LAUNCH_OPTIONS,
    });
    browser = launched;
    const screens = await Promise.all(
      WIDTHS.map(async (width) => ({
        width,
        context: await launched.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' }),
      })),
    );
    const printContext = await launched.newContext();
    for (const pagePath of pages) {
      const stem = fileStem(pagePath);
      const url = `${server.url}${pagePath}`;
      const open = async (context: BrowserContext): Promise<Page> => {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        return page;
      };
      // The three widths and the print copy side by side: each in its own browser context.
      const shots = screens.map(async ({ width, context }) => {
        const page = await open(context);
        const file = `${stem}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, file), fullPage: true });
        await page.close();
        return file;
      });
      const print = (async () => {
        const page = await open(printContext);
        const file = `${stem}-print.pdf`;
        await page.pdf({ path: path.join(outDir, file), format: 'Letter', printBackground: true });
        await page.close();
        return file;
      })();
      const files = await Promise.all([...shots, print]);
      console.log(`${pagePath}: ${files.join(', ')}`);
    }
    console.log(`screenshots: ${pages.length} page(s) saved in ${path.relative(process.cwd(), outDir) || '.'}/`);
  } finally {
    await browser?.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

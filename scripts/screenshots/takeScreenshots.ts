/** Pages of a build served by the production server, saved from Chromium as full-page PNGs and Letter PDFs. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { readConfig } from '../../server/config';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../lib/chromium';
import { silentLogger } from '../../server/logger';
import { startServer, type RunningServer } from '../../server/server';

export interface ScreenshotJob {
  buildDir: string;
  outDir: string;
  pages: readonly string[];
  widths: readonly number[];
  print: boolean;
}

/** The file name of a page: `/` is `home`, `/services/family-law` is `services-family-law`. */
export function fileStem(pagePath: string): string {
  return pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/\//g, '-');
}

export async function takeScreenshots({ buildDir, outDir, pages, widths, print }: ScreenshotJob): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-data-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const config = readConfig({ HOST: '127.0.0.1', PORT: '0', DIST_DIR: buildDir, DATA_DIR: dataDir });
    server = await startServer(config, { logger: silentLogger });
    const siteUrl = server.url;
    const launched = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    browser = launched;
    const pdf = {
      suffix: 'print.pdf',
      options: {},
      save: (page: Page, file: string) => page.pdf({ path: file, format: 'Letter', printBackground: true }),
    };
    const outputs = [
      ...widths.map((width) => ({
        suffix: `${width}.png`,
        options: { viewport: { width, height: 900 }, reducedMotion: 'reduce' as const },
        save: (page: Page, file: string) => page.screenshot({ path: file, fullPage: true }),
      })),
      ...(print ? [pdf] : []),
    ];
    const contexts = await Promise.all(outputs.map(({ options }) => launched.newContext(options)));
    for (const pagePath of pages) {
      const files = await Promise.all(
        outputs.map(async ({ suffix, save }, i) => {
          const file = `${fileStem(pagePath)}-${suffix}`;
          const page = await contexts[i]!.newPage();
          await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready);
          await save(page, path.join(outDir, file));
          await page.close();
          return file;
        }),
      );
      console.log(`${pagePath}: ${files.join(', ')}`);
    }
  } finally {
    await browser?.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The pages SCREENSHOTS_PAGES names (every page when it is empty); a page the build lacks is an error. */
export function choosePages(allPages: string[], filter: string | undefined): string[] {
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

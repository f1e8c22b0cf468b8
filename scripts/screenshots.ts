/**
 * `npm run screenshots`: every page of the build (DIST_DIR) at 375, 768 and 1280 px and in print,
 * into `screenshots/` (SCREENSHOTS_DIR); SCREENSHOTS_PAGES=/,/contact takes only those.
 */
import path from 'node:path';
import { readSiteManifest } from '../built-site/manifest';
import { choosePages, takeScreenshots } from './screenshots/takeScreenshots';

const WIDTHS = [375, 768, 1280] as const;

try {
  const buildDir = path.resolve(process.env.DIST_DIR || 'dist');
  const outDir = path.resolve(process.env.SCREENSHOTS_DIR || 'screenshots');
  const pages = choosePages(readSiteManifest(buildDir).pages, process.env.SCREENSHOTS_PAGES);
  await takeScreenshots({ buildDir, outDir, pages, widths: WIDTHS, print: true });
  console.log(`screenshots: ${pages.length} page(s) saved in ${path.relative(process.cwd(), outDir) || '.'}/`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

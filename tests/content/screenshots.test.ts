/**
 * `npm run screenshots` on a build of the fixture content: with SCREENSHOTS_PAGES=/,/contact it
 * saves, for each of the two pages, a full-page PNG at 375, 768 and 1280 px and a print PDF,
 * and says where. The build lives in a dist-* folder of the project (git ignores them).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cleanEnv } from './projectCopy';
import { afterAll, beforeAll, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const buildDir = path.join(ROOT, `dist-screenshots-test-${process.pid}`);
let outDir: string;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    env: { ...cleanEnv(), CONTENT_DIR: 'tests/fixtures/content', DIST_DIR: buildDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the fixture build failed:\n${build.stdout}\n${build.stderr}`);
}, 180_000);

afterAll(() => {
  fs.rmSync(buildDir, { recursive: true, force: true });
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

it('saves the chosen pages at 375, 768 and 1280 px and as a print PDF', async () => {
  const run = spawnSync('npx', ['tsx', 'scripts/screenshots.ts'], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: buildDir, SCREENSHOTS_DIR: outDir, SCREENSHOTS_PAGES: '/,/contact' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('/: home-375.png, home-768.png, home-1280.png, home-print.pdf');
  expect(run.stdout).toContain('/contact: contact-375.png, contact-768.png, contact-1280.png, contact-print.pdf');
  expect(run.stdout).toContain('screenshots: 2 page(s) saved in');

  expect(fs.readdirSync(outDir).sort()).toEqual(
    ['contact', 'home'].flatMap((stem) => [
      `${stem}-1280.png`,
      `${stem}-375.png`,
      `${stem}-768.png`,
      `${stem}-print.pdf`,
    ]),
  );
  for (const stem of ['home', 'contact']) {
    for (const width of [375, 768, 1280]) {
      const { format, width: pixels, height } = await sharp(path.join(outDir, `${stem}-${width}.png`)).metadata();
      expect({ format, pixels }).toEqual({ format: 'png', pixels: width });
      // Full page: taller than the 900-pixel window.
      expect(height).toBeGreaterThan(900);
    }
    expect(fs.readFileSync(path.join(outDir, `${stem}-print.pdf`)).subarray(0, 5).toString()).toBe('%PDF-');
  }
}, 180_000);

it('names a page the build does not have instead of skipping it', () => {
  const run = spawnSync('npx', ['tsx', 'scripts/screenshots.ts'], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: buildDir, SCREENSHOTS_DIR: outDir, SCREENSHOTS_PAGES: '/nowhere' },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('SCREENSHOTS_PAGES names pages the build does not have: /nowhere');
});

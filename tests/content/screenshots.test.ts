/**
 * `npm run screenshots` on the run's fixture build (tests/support/fixtureSite.ts): with
 * SCREENSHOTS_PAGES=/,/contact it saves, for each of the two pages, a full-page PNG at 375, 768
 * and 1280 px and a print PDF, and says where.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { choosePages } from '../../scripts/screenshots/takeScreenshots';
import { ROOT } from '../support/childServer';
import { FIXTURE_BUILD_DIR as buildDir } from '../support/fixtureSite';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

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
    expect(fs.readFileSync(path.join(outDir, `${stem}-print.pdf`), 'latin1').slice(0, 5)).toBe('%PDF-');
  }
}, 180_000);

it('names a page the build does not have instead of skipping it', () => {
  expect(() => choosePages(['/', '/contact'], '/contact, /nowhere')).toThrow(
    'SCREENSHOTS_PAGES names pages the build does not have: /nowhere',
  );
  expect(choosePages(['/', '/contact'], ' ')).toEqual(['/', '/contact']);
});

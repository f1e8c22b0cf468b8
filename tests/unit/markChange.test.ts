/**
 * preview:changes puts a changed page's two screenshots side by side with a red box around the
 * pixels that differ: real PNG files, drawn with sharp, differing in a known rectangle.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { markChange } from '../../scripts/preview-changes/markChange';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mark-change-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const WIDTH = 400;
const GAP = 24;

/** A white page `height` px tall, with a black rectangle where asked. */
async function page(
  name: string,
  height: number,
  block?: { left: number; top: number; width: number; height: number },
) {
  const file = path.join(dir, name);
  const white = sharp({ create: { width: WIDTH, height, channels: 4, background: '#ffffff' } });
  const black = block && {
    input: { create: { width: block.width, height: block.height, channels: 4 as const, background: '#000000' } },
    left: block.left,
    top: block.top,
  };
  await white
    .composite(black ? [black] : [])
    .png()
    .toFile(file);
  return file;
}

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

const RED = [224, 0, 0];
const WHITE = [255, 255, 255];

it('boxes the rectangle that differs, before on the left and after on the right', async () => {
  const before = await page('before.png', 1200);
  const after = await page('after.png', 1200, { left: 100, top: 300, width: 100, height: 50 });
  const out = path.join(dir, 'marked.png');
  expect(await markChange(before, after, out)).toEqual({ left: 100, top: 300, right: 200, bottom: 350 });
  // The change is on the first screen: the first 900 rows of each side, next to each other.
  expect(await sharp(out).metadata()).toMatchObject({ width: WIDTH * 2 + GAP, height: 900 });
  for (const side of [0, WIDTH + GAP]) {
    expect(await pixel(out, side + 98, 320)).toEqual(RED); // the box's left edge
    expect(await pixel(out, side + 150, 298)).toEqual(RED); // its top edge
    expect(await pixel(out, side + 90, 320)).toEqual(WHITE); // outside it
  }
  expect(await pixel(out, 150, 320)).toEqual(WHITE); // before: no rectangle yet
  expect(await pixel(out, WIDTH + GAP + 150, 320)).toEqual([0, 0, 0]); // after: the rectangle
});

it('shows the first screen, then the changed region further down, not the whole page', async () => {
  const before = await page('long-before.png', 6000);
  const after = await page('long-after.png', 6200, { left: 10, top: 4000, width: 380, height: 100 });
  const out = path.join(dir, 'long-marked.png');
  expect(await markChange(before, after, out)).toEqual({ left: 10, top: 4000, right: 390, bottom: 4100 });
  // 900 rows of the first screen, a gap, then the change with 40 rows either side.
  expect(await sharp(out).metadata()).toMatchObject({ height: 900 + GAP + 40 + 100 + 40 });
  expect(await pixel(out, WIDTH + GAP + 200, 900 + GAP + 40 + 50)).toEqual([0, 0, 0]);
  expect(await pixel(out, WIDTH + GAP + 8, 900 + GAP + 60)).toEqual(RED);
});

it('draws no box when the pages look the same', async () => {
  const same = await page('same.png', 1000);
  const out = path.join(dir, 'same-marked.png');
  expect(await markChange(same, same, out)).toBeUndefined();
  expect(await pixel(out, WIDTH + GAP + 98, 320)).toEqual(WHITE);
});

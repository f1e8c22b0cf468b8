/** A page's two screenshots side by side, a red box around what differs: the first screen and the changed region. */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** The window's height in the screenshots: what a reader sees first. */
const FIRST_SCREEN = 900;
/** Room around the box, and the most of the page shown below the first screen. */
const MARGIN = 40;
const MOST_SHOWN = 900;
const GAP = 24;
const BOX_COLOUR = '#e00000';

type Box = Record<'left' | 'top' | 'right' | 'bottom', number>;
type Pixels = { data: Buffer; width: number; height: number };

async function readPixels(file: string, height: number): Promise<Pixels> {
  const image = sharp(file).ensureAlpha();
  const { height: own = height } = await image.metadata();
  const extended = image.extend({ bottom: height - own, background: '#ffffff' });
  const { data, info } = await extended.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function differingBox(before: Pixels, after: Pixels): Box | undefined {
  const { width, height } = before;
  const mask = Buffer.alloc(width * height * 4);
  if (pixelmatch(before.data, after.data, mask, width, height, { diffMask: true }) === 0) return undefined;
  const box = { left: width, top: height, right: 0, bottom: 0 };
  for (let i = 3; i < mask.length; i += 4) {
    if (mask[i] === 0) continue;
    const [x, y] = [((i - 3) / 4) % width, Math.floor((i - 3) / 4 / width)];
    box.left = Math.min(box.left, x);
    box.right = Math.max(box.right, x + 1);
    box.top = Math.min(box.top, y);
    box.bottom = Math.max(box.bottom, y + 1);
  }
  return box;
}

/** The rows shown: the first screen, grown or followed by the changed region. */
function shownBands(box: Box | undefined, height: number): { top: number; height: number }[] {
  const firstScreen = Math.min(FIRST_SCREEN, height);
  if (!box) return [{ top: 0, height: firstScreen }];
  if (box.top < FIRST_SCREEN) {
    const bottom = Math.min(height, FIRST_SCREEN + MOST_SHOWN, Math.max(FIRST_SCREEN, box.bottom + MARGIN));
    return [{ top: 0, height: bottom }];
  }
  const top = box.top - MARGIN;
  return [
    { top: 0, height: firstScreen },
    { top, height: Math.min(height - top, box.bottom + MARGIN - top, MOST_SHOWN) },
  ];
}

async function withBox(pixels: Pixels, box: Box | undefined): Promise<Buffer> {
  const raw = { raw: { width: pixels.width, height: pixels.height, channels: 4 as const } };
  if (!box) return sharp(pixels.data, raw).png().toBuffer();
  const rect = `<rect x="${box.left - 3}" y="${box.top - 3}" width="${box.right - box.left + 6}" height="${box.bottom - box.top + 6}" fill="none" stroke="${BOX_COLOUR}" stroke-width="4"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}">${rect}</svg>`;
  return sharp(pixels.data, raw)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png()
    .toBuffer();
}

export async function markChange(beforeFile: string, afterFile: string, outFile: string): Promise<Box | undefined> {
  const heights = await Promise.all([beforeFile, afterFile].map(async (file) => (await sharp(file).metadata()).height));
  const height = Math.max(...heights.map((h) => h ?? 0));
  const [before, after] = await Promise.all([readPixels(beforeFile, height), readPixels(afterFile, height)]);
  const box = differingBox(before, after);
  const bands = shownBands(box, height);
  // Each band's place in the picture: one under the other, a grey gap between.
  const offsets = bands.map((_, i) => bands.slice(0, i).reduce((sum, band) => sum + band.height + GAP, 0));
  const shownHeight = offsets[bands.length - 1]! + bands[bands.length - 1]!.height;
  const pieces = await Promise.all(
    [before, after].map(async (pixels, side) => {
      const marked = await withBox(pixels, box);
      return Promise.all(
        bands.map(async (band, i) => ({
          input: await sharp(marked)
            .extract({ left: 0, top: band.top, width: pixels.width, height: band.height })
            .toBuffer(),
          left: side * (pixels.width + GAP),
          top: offsets[i],
        })),
      );
    }),
  );
  await sharp({ create: { width: before.width * 2 + GAP, height: shownHeight, channels: 4, background: '#c8c8c8' } })
    .composite(pieces.flat())
    .png()
    .toFile(outFile);
  return box;
}

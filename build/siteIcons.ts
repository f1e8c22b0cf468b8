/**
 * The icons browsers and phones ask for beyond `favicon.svg`, all drawn from that one file:
 * - `favicon.ico` (16, 32 and 48 px): what browsers, feed readers and crawlers fetch from
 *   `/favicon.ico` whatever the page says, and what browsers without SVG icons use. png-to-ico
 *   packs the sizes as 32-bit bitmaps, the form every reader of .ico files understands;
 * - `apple-touch-icon.png` (180 px, opaque: iOS fills transparent corners with black);
 * - `icon-192.png` and `icon-512.png`, the sizes Android and installed sites need;
 * - `site.webmanifest`, which lists those two with the firm's names and the theme's colours.
 * The SVG holds shapes only (no text), so sharp rasterises it without any font.
 */
import fs from 'node:fs';
import path from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import type { SiteFacts } from '../content-pipeline/schema';
import { COLOURS } from '../lib/colours';

/** Each size drawn from the vector, not scaled down from a larger PNG, so small icons stay sharp. */
const ICO_SIZES = [16, 32, 48];
const APPLE_TOUCH_ICON = { file: 'apple-touch-icon.png', size: 180 };
const MANIFEST_ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
];
const MANIFEST_FILE = 'site.webmanifest';

/** Writes the icons and the manifest into the client folder; returns the files written. */
export async function writeSiteIcons(facts: SiteFacts, faviconSvg: string, clientDir: string): Promise<string[]> {
  const svg = Buffer.from(faviconSvg);
  const write = (file: string, data: Buffer | string) => fs.writeFileSync(path.join(clientDir, file), data);

  const { width: svgWidth } = await sharp(svg).metadata();
  const draw = (size: number, options?: { opaque: boolean }) => rasterise(svg, svgWidth, size, options);
  const [icoImages, appleTouchIcon, manifestIcons] = await Promise.all([
    Promise.all(ICO_SIZES.map((size) => draw(size))),
    draw(APPLE_TOUCH_ICON.size, { opaque: true }),
    Promise.all(MANIFEST_ICONS.map(({ size }) => draw(size))),
  ]);
  write('favicon.ico', await pngToIco(icoImages));
  write(APPLE_TOUCH_ICON.file, appleTouchIcon);
  MANIFEST_ICONS.forEach(({ file }, index) => write(file, manifestIcons[index]!));
  write(MANIFEST_FILE, `${JSON.stringify(webManifest(facts), null, 2)}\n`);
  return ['favicon.ico', APPLE_TOUCH_ICON.file, ...MANIFEST_ICONS.map(({ file }) => file), MANIFEST_FILE];
}

/**
 * The SVG drawn at `size` px square. sharp reads an SVG at 72 dpi, its own size (`svgWidth`);
 * a higher density scales the vector itself, so every size is drawn, not resampled.
 */
function rasterise(svg: Buffer, svgWidth: number, size: number, { opaque = false } = {}): Promise<Buffer> {
  const image = sharp(svg, { density: (72 * size) / svgWidth }).resize(size, size);
  return (opaque ? image.flatten({ background: COLOURS.brand }) : image).png().toBuffer();
}

/** https://developer.mozilla.org/docs/Web/Manifest: what an installed site or a home-screen link shows. */
function webManifest(facts: SiteFacts) {
  return {
    name: facts.firmName,
    short_name: facts.shortName,
    description: facts.tagline,
    start_url: '/',
    scope: '/',
    // A site to read, not an app: keep the browser's back and reload buttons.
    display: 'minimal-ui',
    theme_color: COLOURS.brand,
    background_color: COLOURS.surface,
    icons: MANIFEST_ICONS.map(({ file, size }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

/**
 * The build step that draws the firm's mark, the sharing image, the icons and the web app
 * manifest, run on the fixture content into a temporary client folder, and the head tags that
 * point at its files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHead } from '../../page-data/buildPageData';
import { renderHead } from '../../renderer/renderHead';
import { COLOURS } from '../../lib/colours';
import { writeSharingFiles } from '../../build/sharingFiles';
import { loadContent } from '../../content-pipeline/loadContent';
import { absoluteUrl, indexSite } from '../../content-pipeline/routes';
import type { SiteFacts } from '../../content-pipeline/schema';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';

const content = loadContent(FIXTURE_CONTENT_DIR);

const newClientDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'share-images-'));
const clientDir = newClientDir();
let written: Awaited<ReturnType<typeof writeSharingFiles>>;

const fileOf = (name: string) => path.join(clientDir, name.replace(/^\//, ''));

beforeAll(async () => {
  written = await writeSharingFiles(content, clientDir);
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('the sharing image', () => {
  it("is a 1200×630 PNG, opaque, in the theme's navy with the darker band at the bottom", async () => {
    const file = fileOf('og-image.png');
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 1200, 630, false]);
    expect(await pixelAt(file, 1190, 10)).toBe(COLOURS.brand);
    expect(await pixelAt(file, 1190, 620)).toBe(COLOURS.brandDark);
  });

  it('is drawn from the facts: another firm name gives another picture', async () => {
    const theirs = await sharingFilesFor({ firmName: 'Another Firm LLP' });
    expect(theirs.png.equals(fs.readFileSync(fileOf('og-image.png')))).toBe(false);
  });

  it('draws the letters of the Latin fonts without a warning', () => {
    expect(written.warnings).toEqual([]);
  });

  it('draws Central European letters, and warns of letters no font of the site has', async () => {
    const { warnings } = await sharingFilesFor({ firmName: 'Łukasz Šimić Law', tagline: 'Ğ Ő Ž 法律' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"法律"');
    expect(warnings[0]).not.toMatch(/[ŁŠĞŐŽ]/);
  });
});

/** The sharing image and the mark drawn from the fixture's facts with some changed, in a folder of their own. */
async function sharingFilesFor(change: Partial<SiteFacts>): Promise<{ png: Buffer; svg: string; warnings: string[] }> {
  const dir = newClientDir();
  try {
    const { warnings } = await writeSharingFiles({ ...content, facts: { ...content.facts, ...change } }, dir);
    const svg = fs.readFileSync(path.join(dir, 'favicon.svg'), 'utf8');
    return { png: fs.readFileSync(path.join(dir, 'og-image.png')), svg, warnings };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the firm's mark", () => {
  it('is an SVG of shapes and paths alone, the initials of the short name set as paths', () => {
    const svg = fs.readFileSync(fileOf('favicon.svg'), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
    expect(svg).not.toMatch(/<text|<image|font-family/);
    expect(svg).toContain(`fill="${COLOURS.brand}"`);
  });

  it('is drawn from the short name: another name gives other letters, the same shapes', async () => {
    const theirs = (await sharingFilesFor({ shortName: 'Okafor Law' })).svg;
    const ours = fs.readFileSync(fileOf('favicon.svg'), 'utf8');
    expect(theirs).not.toBe(ours);
    const shapes = (svg: string) => svg.slice(0, svg.indexOf('<rect'));
    expect(shapes(theirs)).toBe(shapes(ours));
  });
});

describe('the icons', () => {
  it('lists every file it wrote, and each one exists', () => {
    expect(written.files.sort()).toEqual(
      [
        'apple-touch-icon.png',
        'favicon.ico',
        'favicon.svg',
        'icon-192.png',
        'icon-512.png',
        'og-image.png',
        'og-image-fr.png',
        'site.webmanifest',
      ].sort(),
    );
    for (const file of written.files) expect(fs.statSync(fileOf(file)).size, file).toBeGreaterThan(0);
  });

  it('draws a 180×180 apple-touch-icon without transparency (iOS would fill it with black)', async () => {
    const meta = await sharp(fileOf('apple-touch-icon.png')).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 180, 180, false]);
  });

  it('writes a favicon.ico that parses: 16, 32 and 48 px images, each within the file', () => {
    const entries = readIco(fs.readFileSync(fileOf('favicon.ico')));
    expect(entries.map((entry) => entry.size).sort((a, b) => a - b)).toEqual([16, 32, 48]);
  });
});

describe('the web app manifest', () => {
  it("names the firm, starts at /, uses the theme's colours and lists the 192 and 512 px icons at their size", async () => {
    const manifest = JSON.parse(fs.readFileSync(fileOf('site.webmanifest'), 'utf8')) as WebManifest;
    expect(manifest).toMatchObject({
      name: content.facts.firmName,
      short_name: content.facts.shortName,
      start_url: '/',
      theme_color: COLOURS.brand,
      background_color: COLOURS.surface,
    });
    expect(['standalone', 'minimal-ui', 'browser', 'fullscreen']).toContain(manifest.display);
    expect(manifest.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.type}`)).toEqual([
      '/icon-192.png 192x192 image/png',
      '/icon-512.png 512x512 image/png',
    ]);
    for (const icon of manifest.icons) {
      const meta = await sharp(fileOf(icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(`image/${meta.format}`).toBe(icon.type);
    }
  });
});

describe("every page's head", () => {
  const site = indexSite(content);
  const entry = site.entryAt('/who-we-are')!;
  const html = renderHead(buildHead(content, entry), content.facts.firmName, 'en');
  const attribute = (selector: RegExp) => selector.exec(html)?.[1];

  it('names the sharing image the build draws, by its absolute address and size', async () => {
    expect(attribute(/<meta property="og:image" content="([^"]+)">/)).toBe(absoluteUrl(content, '/og-image.png'));
    const meta = await sharp(fileOf('og-image.png')).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(attribute(/<meta property="og:image:width" content="([^"]+)">/)).toBe('1200');
    expect(attribute(/<meta property="og:image:height" content="([^"]+)">/)).toBe('630');
    expect(attribute(/<meta property="og:image:alt" content="([^"]+)">/)).toBe(content.facts.firmName);
    expect(attribute(/<meta name="twitter:card" content="([^"]+)">/)).toBe('summary_large_image');
  });

  it('names on a French page the French sharing image, drawn from the French facts', async () => {
    const french = content.translations!.fr!;
    const head = renderHead(buildHead(french, site.entryAt('/fr/qui-sommes-nous')!), french.facts.firmName, 'fr');
    const image = /<meta property="og:image" content="([^"]+)">/.exec(head)?.[1];
    expect(image).toBe(absoluteUrl(content, '/og-image-fr.png'));
    const [english, frenchImage] = ['og-image.png', 'og-image-fr.png'].map((file) => fs.readFileSync(fileOf(file)));
    expect(frenchImage!.equals(english!)).toBe(false);
    expect((await sharp(frenchImage).metadata()).width).toBe(1200);
  });

  it('links the icons and the manifest the build writes', () => {
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)];
    expect(links.map(([, rel, href]) => `${rel} ${href}`)).toEqual([
      'icon /favicon.ico',
      'apple-touch-icon /apple-touch-icon.png',
      'manifest /site.webmanifest',
    ]);
    for (const [, , href] of links) expect(fs.existsSync(fileOf(href!)), href).toBe(true);
  });
});

interface WebManifest {
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

interface IcoEntry {
  size: number;
  offset: number;
  bytes: number;
}

/**
 * Reads an ICO file's directory (https://en.wikipedia.org/wiki/ICO_(file_format)) and checks
 * each image: it lies within the file, after the directory, and is a PNG or a bitmap of the
 * size its entry states (bitmaps state twice the height: colour and mask).
 */
function readIco(file: Buffer): IcoEntry[] {
  expect(file.readUInt16LE(0), 'reserved').toBe(0);
  expect(file.readUInt16LE(2), 'type 1 = icon').toBe(1);
  const count = file.readUInt16LE(4);
  expect(count).toBeGreaterThanOrEqual(2);
  const directoryEnd = 6 + 16 * count;
  return Array.from({ length: count }, (_, index) => {
    const at = 6 + 16 * index;
    const size = file.readUInt8(at) || 256;
    expect(file.readUInt8(at + 1) || 256, 'square').toBe(size);
    const entry = { size, bytes: file.readUInt32LE(at + 8), offset: file.readUInt32LE(at + 12) };
    expect(entry.offset).toBeGreaterThanOrEqual(directoryEnd);
    expect(entry.offset + entry.bytes).toBeLessThanOrEqual(file.length);
    const data = file.subarray(entry.offset, entry.offset + entry.bytes);
    if (data.subarray(0, 8).equals(PNG_SIGNATURE)) {
      expect([data.readUInt32BE(16), data.readUInt32BE(20)]).toEqual([size, size]);
    } else {
      expect(data.readUInt32LE(0), 'BITMAPINFOHEADER size').toBe(40);
      expect([data.readInt32LE(4), data.readInt32LE(8)]).toEqual([size, size * 2]);
      // 32-bit colour rows plus a 1-bit mask whose rows are padded to 4 bytes.
      const maskRow = Math.ceil(size / 32) * 4;
      expect(data.length).toBeGreaterThanOrEqual(40 + size * size * 4 + maskRow * size);
    }
    return entry;
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The colour of one pixel, as `#rrggbb`. */
async function pixelAt(file: string, left: number, top: number): Promise<string> {
  const pixel = await sharp(file).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return `#${[...pixel].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

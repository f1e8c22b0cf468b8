/** Reads a picture with sharp: format, size and hash, or the one reason it cannot be shown, in an editor's words. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp, { type Metadata } from 'sharp';
import { MAX_PICTURE_BYTES, type PictureFormat, type PictureSource } from './pictures';

export type PictureReading = { picture: Omit<PictureSource, 'uses'> } | { problem: string };

const FORMAT_NAMES: Record<string, string> = { gif: 'GIF', tiff: 'TIFF', heif: 'HEIC', raw: 'camera RAW', pdf: 'PDF' };

/** sharp's own limit (its `limitInputPixels`): past it, it refuses to decode a picture at all. */
const MAX_PIXELS = 268_402_689;
const REEXPORT = 'export it again about 2,000 pixels wide as a JPEG (a photo editor\'s "Export" does it)';

type Verdict = Omit<PictureSource, 'uses' | 'url' | 'file' | 'hash'> | { problem: string };

/**
 * Each picture's verdict by the whole SHA-256 of its bytes: the dev server and the editor's save
 * check read the same pictures again after every save, and decoding them was most of a check.
 */
const verdicts = new Map<string, Verdict>();

export async function readPicture(url: string, file: string): Promise<PictureReading> {
  const bytes = fs.statSync(file).size;
  if (bytes > MAX_PICTURE_BYTES) {
    const megabytes = (bytes / 1024 / 1024).toFixed(1);
    return {
      problem: `is ${megabytes} MB, over the 20 MB a picture may be: ${REEXPORT}`,
    };
  }
  const data = fs.readFileSync(file);
  const digest = crypto.createHash('sha256').update(data).digest('hex');
  let verdict = verdicts.get(digest);
  if (!verdict) {
    verdict = await judge(data);
    if (verdicts.size >= 1000) verdicts.clear();
    verdicts.set(digest, verdict);
  }
  return 'problem' in verdict ? verdict : { picture: { url, file, ...verdict, hash: digest.slice(0, 12) } };
}

async function judge(data: Buffer): Promise<Verdict> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: 'could not be read as a picture: open it in a photo editor and export it again as a JPEG' };
  }
  // A drawing that can hold scripts and links to other sites: never published as it comes.
  if (metadata.format === 'svg')
    return { problem: 'is an SVG drawing, which the site does not publish: export it as a PNG' };
  const format = formatOf(metadata);
  if (!format) {
    const name = FORMAT_NAMES[metadata.format ?? ''] ?? String(metadata.format).toUpperCase();
    return { problem: `is a ${name} file: export it again as a JPEG, PNG, WebP or AVIF` };
  }
  const [wide = 0, high = 0] = [metadata.width, metadata.height];
  if (wide * high > MAX_PIXELS) {
    const size = `${wide.toLocaleString('en')} × ${high.toLocaleString('en')}`;
    return { problem: `is ${size} pixels, over the 268 million pixels a picture may have: ${REEXPORT}` };
  }
  // Decoded to the end (shrunk, so cheaply): a file cut short is named here, not in the build.
  try {
    await sharp(data).resize({ width: 8 }).toBuffer();
  } catch {
    return { problem: `is damaged or cut short: it could not be read to its end: ${REEXPORT}, or upload it again` };
  }
  // A phone's photo is stored sideways with a note to turn it: the copies are turned, so its size is too.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  return { format, width, height };
}

function formatOf(metadata: Metadata): PictureFormat | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return metadata.format;
    // AVIF is an AV1 picture in a HEIF file; an iPhone's HEIC is the same file with HEVC inside.
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : undefined;
    default:
      return undefined;
  }
}

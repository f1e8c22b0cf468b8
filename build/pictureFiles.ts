/**
 * The AVIF and WebP copies of every picture the content shows. A copy takes up to a third of a
 * second, so each is kept by its picture's hash for the next build (BUILD_CACHE=off: not kept).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { pictureCopies, pictureCopyUrl, type CopyFormat, type PictureSource } from '../content-pipeline/pictures';

/**
 * AVIF at effort 2 makes a 1600-pixel copy in about a third of a second, within 10 % of the size effort 4 reaches in
 * 1.5 s; quality 45 keeps faces and fine lines clean at about a third of the bytes of the WebP.
 */
const ENCODER_OPTIONS = {
  avif: { quality: 45, effort: 2 },
  webp: { quality: 70 },
} as const satisfies Record<CopyFormat, object>;

const PICTURE_CACHE_DIR = path.resolve('node_modules', '.cache', 'site-build', 'pictures');

/** Copies made at once: sharp spreads each over the processors already. */
const AT_ONCE = 2;
// No cache of decoded pictures: each is read once per copy, and the cache would stay in memory
// beside the rendered pages and the search index at the build's peak.
sharp.cache(false);

export async function writePictureFiles(
  pictures: Iterable<PictureSource>,
  clientDir: string,
): Promise<{ made: number; reused: number }> {
  const jobs = [...pictures].flatMap((picture) => pictureCopies(picture).map((copy) => ({ picture, ...copy })));
  const counts = { made: 0, reused: 0 };
  let next = 0;
  const work = async () => {
    while (next < jobs.length) {
      const { picture, width, format } = jobs[next++]!;
      const { data, made } = await pictureCopy(picture, width, format);
      counts[made ? 'made' : 'reused'] += 1;
      const target = path.join(clientDir, pictureCopyUrl(picture, width, format));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, data);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, work));
  return counts;
}

export async function pictureCopy(
  picture: Pick<PictureSource, 'file' | 'hash'>,
  width: number,
  format: CopyFormat,
): Promise<{ data: Buffer; made: boolean }> {
  // The encoder's settings and sharp's release are part of the name: changing them makes new copies.
  const settings = JSON.stringify([ENCODER_OPTIONS[format], sharp.versions.sharp]);
  const name = `${picture.hash}-${width}-${crypto.createHash('sha256').update(settings).digest('hex').slice(0, 8)}.${format}`;
  const cached = process.env.BUILD_CACHE === 'off' ? undefined : path.join(PICTURE_CACHE_DIR, name);
  if (cached && fs.existsSync(cached)) return { data: fs.readFileSync(cached), made: false };
  // rotate() turns a phone's photo the way its camera noted; metadata (GPS position, camera) is left out.
  const data = await sharp(picture.file)
    .rotate()
    .resize({ width })
    .toFormat(format, ENCODER_OPTIONS[format])
    .toBuffer()
    .catch((error: unknown) => {
      // sharp's message names no file: the editor needs the picture's.
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      const file = path.relative(process.cwd(), picture.file);
      throw new Error(`the picture ${file} could not be copied (${reason}): export it again as a JPEG`);
    });
  if (cached) keepFile(cached, data);
  return { data, made: true };
}

/** Renamed into place, so builds running at once never read half a file. */
function keepFile(file: string, data: Buffer): void {
  const writing = `${file}.${process.pid}.writing`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(writing, data);
    fs.renameSync(writing, file);
  } catch {
    fs.rmSync(writing, { force: true });
  }
}

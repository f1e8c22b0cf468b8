/**
 * Only the pictures' copies are published (an original may carry where a photo was taken): the
 * originals Vite copied are taken out, and any other picture is stripped of its metadata.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { listFiles } from '../content-pipeline/checkBuiltSite';
import { PICTURE_COPIES_PATH, type PictureSource } from '../content-pipeline/pictures';

const RASTER = /\.(jpe?g|png|webp|avif)$/i;

export async function publishOnlyCopies(
  pictures: Iterable<PictureSource>,
  clientDir: string,
): Promise<{ withheld: number; stripped: number }> {
  let withheld = 0;
  for (const picture of pictures) {
    const original = path.join(clientDir, picture.url);
    if (!fs.existsSync(original)) continue;
    fs.rmSync(original);
    withheld += 1;
  }
  let stripped = 0;
  // The copies are sharp's own output, which carries no metadata: only the other files are read.
  const copies = path.join(clientDir, PICTURE_COPIES_PATH);
  for (const file of listFiles(clientDir).filter((file) => RASTER.test(file) && !file.startsWith(copies))) {
    const data = fs.readFileSync(file);
    const { exif, xmp, iptc } = await sharp(data).metadata();
    if (!exif && !xmp && !iptc) continue;
    // sharp writes no metadata unless asked; rotate() first keeps a phone photo upright without its note.
    fs.writeFileSync(file, await sharp(data).rotate().toBuffer());
    stripped += 1;
  }
  return { withheld, stripped };
}

/**
 * A picture saved through the local editor is written without its camera data and the place it
 * was taken (EXIF, XMP, IPTC), turned as the camera noted: the repository never holds a phone's
 * GPS position. One that sharp cannot read is left as it came, for the checker to name.
 */
import sharp from 'sharp';
import type { SaveChanges } from './keystaticAdapter';

const PICTURE = /\.(jpe?g|png|webp|avif)$/i;

export async function withoutCameraData(changes: SaveChanges): Promise<SaveChanges> {
  const writes = new Map(changes.writes);
  for (const [file, contents] of writes) {
    if (PICTURE.test(file)) writes.set(file, await cleaned(contents));
  }
  return { ...changes, writes };
}

async function cleaned(picture: Buffer): Promise<Buffer> {
  try {
    const { exif, xmp, iptc, orientation } = await sharp(picture).metadata();
    if (!exif && !xmp && !iptc && (orientation ?? 1) === 1) return picture;
    // sharp keeps no metadata unless asked; the colour profile is kept so the colours stay.
    return await sharp(picture).rotate().keepIccProfile().jpeg({ quality: 92, force: false }).toBuffer();
  } catch {
    return picture;
  }
}

/** The save as Keystatic's API reads it, with the pictures cleaned. */
export const saveBody = (changes: SaveChanges) =>
  Buffer.from(
    JSON.stringify({
      additions: [...changes.writes].map(([path, contents]) => ({ path, contents: contents.toString('base64') })),
      deletions: changes.deletions.map((path) => ({ path })),
    }),
  );

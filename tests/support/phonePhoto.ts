/** A phone's photo as editors add it, and what no published file may keep of it: Vitest's and Playwright's tests share these. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The camera a phone names in its photo's EXIF block. */
const CAMERA = 'Phone Maker';

/**
 * A JPEG as a phone writes it: noise, so it weighs megabytes as a photo does, and the camera and
 * the place (Toronto) in EXIF; `orientation` 6: held sideways, stored as the sensor saw it. Throws unless the photo carries both, the GPS block being tag 0x8825.
 */
export async function writePhonePhoto(file: string, width: number, height: number, orientation = 1): Promise<void> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  await sharp({ create: { width, height, channels: 3, background: '#000', noise } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: CAMERA, Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
    })
    .toFile(file);
  const { exif, format } = await sharp(file).metadata();
  const gps = exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88]));
  if (format !== 'jpeg' || !exif?.includes(Buffer.from(CAMERA)) || !gps) throw new Error(`${file}: no camera or GPS`);
}

/** Every file under `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The files that keep something of a phone's photo, each with what: EXIF, XMP or IPTC data read
 * from a picture, or, in any file, the EXIF block's header or the camera's name.
 */
export async function photoDataIn(files: string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const file of files) {
    const data = fs.readFileSync(file);
    if (data.includes(Buffer.from('Exif\0\0')) || data.includes(Buffer.from(CAMERA))) kept.push(`${file}: EXIF`);
    if (!/\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(file)) continue;
    const { exif, xmp, iptc } = await sharp(file).metadata();
    if (exif || xmp || iptc) kept.push(`${file}: ${[exif && 'EXIF', xmp && 'XMP', iptc && 'IPTC'].filter(Boolean)}`);
  }
  return kept;
}

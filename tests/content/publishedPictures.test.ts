/**
 * A phone's photo, with the camera's EXIF data and the place it was taken (GPS), shown as a
 * portrait and in a guide's text, saved under public/ by hand and under content/images/ as the
 * editor uploads it: the build publishes its resized copies only, and no file of the published
 * site keeps EXIF, XMP or location data. Builds a copy of the project.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addPortrait, copyProject, type ProjectCopy } from '../support/projectCopy';

let project: ProjectCopy;
const PHOTO = '/images/team/IMG_2041.JPG';
const CHART = '/images/guide-photo.jpg';
/** Where the editor uploads a picture of the guide's text (content/images/<folder>/<file name>/). */
const UPLOADED = '/images/articles/termination-pay/IMG_2041.JPG';

/** A JPEG as a phone writes it: camera, time and GPS position in its EXIF block. */
async function writePhonePhoto(file: string): Promise<void> {
  const pixels = { create: { width: 1200, height: 1200, channels: 3 as const, background: { r: 90, g: 110, b: 140 } } };
  await sharp(pixels)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone Maker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 35/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 38/1 0/1' },
    })
    .toFile(file);
  const { exif } = await sharp(file).metadata();
  // The test's own photo carries what the build has to remove: the camera, and the GPS block (tag 0x8825).
  expect(exif?.includes(Buffer.from('Phone Maker'))).toBe(true);
  expect(exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);
}

beforeAll(async () => {
  project = copyProject();
  fs.mkdirSync(path.join(project.dir, 'public/images/team'), { recursive: true });
  await writePhonePhoto(path.join(project.dir, 'public', PHOTO));
  await writePhonePhoto(path.join(project.dir, 'public', CHART));
  fs.mkdirSync(path.join(project.dir, 'content', path.dirname(UPLOADED)), { recursive: true });
  await writePhonePhoto(path.join(project.dir, 'content', UPLOADED));
  addPortrait(project, 'alexandra-reid', PHOTO, 'Alexandra Reid at her desk', 'Alexandra Reid à son bureau');
  const guide = 'content/articles/termination-pay.mdx';
  const pictures = `![The office seen from the street](${CHART})\n\n![The reception desk](${UPLOADED})`;
  project.write(guide, `${project.read(guide)}\n${pictures}\n`);
  project.build();
}, 300_000);

afterAll(() => project?.cleanup());

function publishedFiles(): string[] {
  const client = path.join(project.dir, 'dist/client');
  return fs
    .readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

it('publishes no original: only the resized copies', () => {
  expect(project.exists(`dist/client${PHOTO}`)).toBe(false);
  expect(project.exists(`dist/client${CHART}`)).toBe(false);
  const original = fs.readFileSync(path.join(project.dir, 'content', UPLOADED));
  expect(publishedFiles().filter((file) => fs.readFileSync(file).equals(original))).toEqual([]);
  const copies = publishedFiles().filter((file) => file.includes('/assets/pictures/'));
  expect(copies.length).toBeGreaterThan(0);
  const page = project.read('dist/client/who-we-are/index.html');
  expect(page).not.toContain(PHOTO);
  expect(page).toContain('/assets/pictures/');
  const guide = project.read('dist/client/insights/termination-pay/index.html');
  expect(guide).not.toContain(UPLOADED);
  expect(guide).toMatch(/\/assets\/pictures\/IMG_2041-[0-9a-f]{12}-704\.avif/);
});

it('leaves no EXIF, XMP or location data in any published picture', async () => {
  const pictures = publishedFiles().filter((file) => /\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(file));
  expect(pictures.length).toBeGreaterThan(0);
  for (const file of pictures) {
    const { exif, xmp, iptc } = await sharp(file).metadata();
    expect({ file, exif, xmp, iptc }).toEqual({ file, exif: undefined, xmp: undefined, iptc: undefined });
  }
  // And no file at all carries the EXIF block's header or the camera's name.
  for (const file of publishedFiles()) {
    const data = fs.readFileSync(file);
    expect(data.includes(Buffer.from('Exif\0\0')), file).toBe(false);
    expect(data.includes(Buffer.from('Phone Maker')), file).toBe(false);
  }
});

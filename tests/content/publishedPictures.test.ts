/**
 * A phone's photo, with the camera's EXIF data and the place it was taken (GPS), shown as a
 * portrait and in a guide's text, saved under public/ by hand, and under content/images/ as the
 * editor saves it (without them): the build publishes its resized copies only, and no file of the published
 * site keeps EXIF, XMP or location data. Builds a copy of the project.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { filesUnder, photoDataIn, writePhonePhoto } from '../support/phonePhoto';
import { addPortrait, copyProject, type ProjectCopy } from '../support/projectCopy';

let project: ProjectCopy;
const PHOTO = '/images/team/IMG_2041.JPG';
const CHART = '/images/guide-photo.jpg';
/** Where the editor uploads a picture of the guide's text (content/images/<folder>/<file name>/). */
const UPLOADED = '/images/articles/termination-pay/IMG_2041.JPG';

beforeAll(async () => {
  project = copyProject();
  fs.mkdirSync(path.join(project.dir, 'public/images/team'), { recursive: true });
  await writePhonePhoto(path.join(project.dir, 'public', PHOTO), 1200, 1200);
  await writePhonePhoto(path.join(project.dir, 'public', CHART), 1200, 1200);
  fs.mkdirSync(path.join(project.dir, 'content', path.dirname(UPLOADED)), { recursive: true });
  // As the editor saves a phone's photo under content/: its camera's data and GPS position gone.
  await sharp(path.join(project.dir, 'public', PHOTO)).toFile(path.join(project.dir, 'content', UPLOADED));
  addPortrait(project, 'alexandra-reid', PHOTO, 'Alexandra Reid at her desk', 'Alexandra Reid à son bureau');
  const guide = 'content/articles/termination-pay.mdx';
  const pictures = `![The office seen from the street](${CHART})\n\n![The reception desk](${UPLOADED})`;
  project.write(guide, `${project.read(guide)}\n${pictures}\n`);
  project.build();
}, 300_000);

afterAll(() => project?.cleanup());

const publishedFiles = () => filesUnder(path.join(project.dir, 'dist/client'));

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
  // Each picture read for its EXIF, XMP and IPTC, and every file for the EXIF header or the camera's name.
  expect(await photoDataIn(publishedFiles())).toEqual([]);
});

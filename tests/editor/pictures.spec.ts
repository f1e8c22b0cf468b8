/**
 * Photos as they come, uploaded in the editor (local mode, `npm run dev` on a copy of the fixture
 * content): a phone's 4032×3024 JPEG named IMG_2041.JPG, with its camera and GPS position in EXIF,
 * held upright, as a profile's portrait and in a guide's text, and a JPEG as a practice area's
 * hero. Each lands in the folder the field names, upright and without its camera data or GPS
 * position, and the file gets its address; the site built from that
 * content publishes only the resized copies, which the pages use, and no published file keeps
 * EXIF, XMP, IPTC or GPS data. A picture put in a text, from the toolbar or pasted, opens its
 * details at once, the caret in its required description; the browser has already redrawn it, so
 * what the save sends (what GitHub mode would commit) holds no camera data or GPS position. A HEIC or
 * AVIF the browser cannot redraw is refused by it at once when it holds camera data; a picture a save does not touch is kept byte for byte; in
 * GitHub mode the same fields upload into the repository's content/images/ (Keystatic commits
 * them with the entry: not run here, it needs GitHub).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { pictureCopyUrl, PICTURE_USES } from '../../content-pipeline/pictures';
import { makeEditorConfig } from '../../editor/keystaticConfig';
import { DESCRIBE_PICTURE } from '../../editor/toolbarNames';
import { cleanEnv, ROOT } from '../support/childServer';
import { filesUnder, photoDataIn, writePhonePhoto } from '../support/phonePhoto';
import { chooseFile, insertPicture, startDevEditor, toFix, type DevEditor } from './devEditor';

/** Where the site is built from the editor's content copy (inside the project, as the build asks). */
const DIST_DIR = path.join(ROOT, 'test-results/editor-pictures-build');

let editor: DevEditor;
let scratch: string;
let portrait: string;
let hero: string;

test.beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
  portrait = path.join(scratch, 'IMG_2041.JPG');
  hero = path.join(scratch, 'Harbour.JPG');
  // Taken upright: stored sideways, with the note to turn it.
  await writePhonePhoto(portrait, 4032, 3024, 6);
  await writePhonePhoto(hero, 2000, 1500);
  expect(fs.statSync(portrait).size).toBeGreaterThan(4 * 1024 * 1024);
  editor = await startDevEditor();
});

test.afterAll(async () => {
  await editor?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(DIST_DIR, { recursive: true, force: true });
});

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save' });

/**
 * Saves and waits for the save's answer: Keystatic writes an entry's files one after another, so
 * the `.mdx` can be on disk while a photo of megabytes is still being written.
 */
async function saveAndWait(page: Page) {
  const saved = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/keystatic/update');
  await saveButton(page).click();
  const answer = await saved;
  expect(answer.status(), decodeURIComponent(answer.headers()['x-checker-messages'] ?? '')).toBe(200);
}

/**
 * Saves, and keeps in a file the picture `name` as it left the browser, as GitHub mode would send it
 * (the local server cleans it once more before writing it).
 */
async function saveAndKeepSent(page: Page, name: string): Promise<string> {
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/keystatic/update');
  await saveAndWait(page);
  const { additions } = (await sent).postDataJSON() as { additions: { path: string; contents: string }[] };
  const picture = additions.find((addition) => addition.path.endsWith(`/${name}`));
  const file = path.join(scratch, `sent-${name}`);
  fs.writeFileSync(file, Buffer.from(picture?.contents ?? '', 'base64'));
  return file;
}

/**
 * Waits until the dev server's check after a save serves the page with `text`: it has then told
 * the open pages to reload, which could otherwise cut the next step short.
 */
async function checked(urlPath: string, text: string) {
  const page = () => fetch(`${editor.server.url}${urlPath}`).then((response) => response.text());
  await expect.poll(page).toContain(text);
}

/** The site built from the editor's content copy, into a folder of its own. */
function buildSite(distDir: string) {
  const env = { ...cleanEnv(), CONTENT_DIR: editor.content.dir, DIST_DIR: distDir };
  const result = spawnSync('npm', ['run', 'build'], { env, encoding: 'utf8' });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
}

/** The picture the save wrote: no camera data, GPS, XMP or IPTC left, turned as the camera noted. */
async function expectCleanCopy(file: string, width: number, height: number) {
  expect(await photoDataIn([file])).toEqual([]);
  const { orientation, width: wide, height: high } = await sharp(file).metadata();
  expect({ orientation, wide, high }).toEqual({ orientation: undefined, wide: width, high: height });
}

const hashOf = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12);

/** Where the camera was, as a phone notes it (Toronto). */
const CAMERA_EXIF = {
  IFD0: { Make: 'Phone Maker', Model: 'Phone 15' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
};

/**
 * An AVIF, with the camera and its place in an Exif item or with nothing; or an iPhone's photo as it
 * arrives, an HEIF file of the `heic` brand (an AVIF's bytes, rebranded: sharp writes no HEVC).
 */
async function writeHeif(file: string, { heic = false, camera = true } = {}): Promise<void> {
  const avif = sharp({ create: { width: 800, height: 600, channels: 3, background: '#557799' } }).avif();
  const bytes = await (camera ? avif.withExif(CAMERA_EXIF) : avif).toBuffer();
  expect(bytes.includes(Buffer.from('Phone Maker'))).toBe(camera);
  const rebranded = heic ? bytes.toString('latin1').replace('ftypavif', 'ftypheic') : bytes.toString('latin1');
  fs.writeFileSync(file, Buffer.from(rebranded, 'latin1'));
}

/** The browser's refusal of a picture that would carry where and when it was taken. */
const refusal = (name: string) =>
  `${name} can't be used as it is: it holds where and when it was taken. Export it as a JPEG (on a Mac: File > Export; on a phone: share it as "Most compatible"), then choose the JPEG.`;

/** Chooses `file` for the entry's picture: the browser refuses it at once, and the form is left as it was. */
async function expectRefused(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file', exact: true }).click();
  await (await chooser).setFiles(file);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(`${refusal(path.basename(file))}Close`);
  await expect(page.getByText('Unsaved', { exact: true })).toBeHidden();
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
}

test('a HEIC photo is refused in the browser with one message, and one without camera data by the checker', async ({
  page,
}) => {
  const heic = path.join(scratch, 'IMG_2042.HEIC');
  await writeHeif(heic, { heic: true });
  const before = editor.read('team/michael-tan.mdx');
  await editor.openEntry(page, 'collection/team/item/michael-tan', 'What the portrait shows');
  await expectRefused(page, heic);
  // One that holds nothing of the camera leaves the browser as it came; the checker refuses its format.
  const bare = path.join(scratch, 'IMG_2043.HEIC');
  await writeHeif(bare, { heic: true, camera: false });
  await chooseFile(page, bare);
  await page.getByRole('textbox', { name: 'What the portrait shows' }).fill('Michael Tan at his desk');
  await saveButton(page).click();
  await expect(toFix(page)).toHaveText([
    '“Portrait” must be a .jpg, .png, .webp or .avif file under /images/team/ (found "/images/team/michael-tan/photo.HEIC"): a photo in another format, such as an iPhone\'s HEIC, must be exported as a JPEG first',
  ]);
  expect(editor.read('team/michael-tan.mdx')).toBe(before);
  expect(fs.existsSync(path.join(editor.content.dir, 'images/team'))).toBe(false);
});

test('an AVIF with its camera and place is refused in the browser; one without is saved, clean', async ({ page }) => {
  const located = path.join(scratch, 'Office.avif');
  await writeHeif(located);
  const before = editor.read('team/alexandra-reid.mdx');
  await editor.openEntry(page, 'collection/team/item/alexandra-reid', 'What the portrait shows');
  await expectRefused(page, located);
  expect(editor.read('team/alexandra-reid.mdx')).toBe(before);
  const bare = path.join(scratch, 'Office-bare.avif');
  await writeHeif(bare, { camera: false });
  await chooseFile(page, bare);
  await page.getByRole('textbox', { name: 'What the portrait shows' }).fill('Alexandra Reid in the office');
  const sent = await saveAndKeepSent(page, 'photo.avif');
  expect(await photoDataIn([sent])).toEqual([]);
  await expect
    .poll(() => editor.read('team/alexandra-reid.mdx'))
    .toContain('\nphoto: /images/team/alexandra-reid/photo.avif\n');
  await expectCleanCopy(path.join(editor.content.dir, 'images/team/alexandra-reid/photo.avif'), 800, 600);
});

test('a picture put in a text asks at once for its description, and leaves the browser upright without its camera data or GPS', async ({
  page,
}) => {
  await editor.openEntry(page, 'collection/articles/item/child-support-basics', 'How Child Support Is Worked Out');
  await page.getByRole('textbox', { name: 'Body' }).getByText('to talk about your situation.').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // The picture's details open by themselves, the caret in its description, which is required.
  const details = await insertPicture(page, portrait);
  const description = details.getByRole('textbox', { name: DESCRIBE_PICTURE });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await description.fill('Our waiting room');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expectCleanCopy(await saveAndKeepSent(page, 'IMG_2041.JPG'), 3024, 4032);
  const url = '/images/articles/child-support-basics/IMG_2041.JPG';
  await expect
    .poll(() => editor.read('articles/child-support-basics.mdx'))
    .toContain(`\n![Our waiting room](${url})\n`);
});

/** A guide for each way in: the picture lands after its last words, where the caret or the mouse is. */
const GUIDES = {
  pasted: { file: 'property-division', title: 'Dividing Property After Marriage Ends' },
  dropped: { file: 'separation-first-steps', title: 'First Steps After a Separation' },
};
for (const [how, guide] of Object.entries(GUIDES)) {
  test(`a picture ${how} into a text asks for its description too, and leaves the browser without its camera data or GPS`, async ({
    page,
  }) => {
    await editor.openEntry(page, `collection/articles/item/${guide.file}`, guide.title);
    const body = page.getByRole('textbox', { name: 'Body' });
    const words = body.getByText('to talk about your situation.');
    await words.click();
    await page.keyboard.press('End');
    // A copied or dragged file, as the browser delivers it (Playwright puts no file on the clipboard or under the mouse).
    const box = await words.boundingBox();
    const at = { x: (box?.x ?? 0) + (box?.width ?? 0) - 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
    const photo = fs.readFileSync(hero).toString('base64');
    await body.evaluate(
      (text, { photo, at, paste }) => {
        const transfer = new DataTransfer();
        const bytes = Uint8Array.from(atob(photo), (character) => character.charCodeAt(0));
        transfer.items.add(new File([bytes], 'Harbour.JPG', { type: 'image/jpeg' }));
        const event = paste
          ? new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true })
          : new DragEvent('drop', {
              dataTransfer: transfer,
              clientX: at.x,
              clientY: at.y,
              bubbles: true,
              cancelable: true,
            });
        text.dispatchEvent(event);
      },
      { photo, at, paste: how === 'pasted' },
    );
    await expect(page.getByRole('textbox', { name: DESCRIBE_PICTURE })).toBeFocused();
    await page.keyboard.type('The harbour at dusk');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Image details' })).toBeHidden();
    await expectCleanCopy(await saveAndKeepSent(page, 'Harbour.JPG'), 2000, 1500);
    const url = `/images/articles/${guide.file}/Harbour.JPG`;
    await expect
      .poll(() => editor.read(`articles/${guide.file}.mdx`))
      .toContain(`situation.![The harbour at dusk](${url})\n`);
  });
}

test('a practice area saved without touching its picture keeps it, byte for byte', async ({ page }) => {
  const picture = 'images/services/employment-law/heroImage.webp';
  const before = fs.readFileSync(path.join(editor.content.dir, picture));
  await editor.openEntry(page, 'collection/services/item/employment-law', 'Picture at the top');
  await page.getByRole('textbox', { name: 'Short summary' }).fill('Advice for employees and employers in Ontario.');
  await saveButton(page).click();
  await expect
    .poll(() => editor.read('services/employment-law.mdx'))
    .toContain('summary: Advice for employees and employers in Ontario.\n');
  expect(editor.read('services/employment-law.mdx')).toContain(`\nheroImage: /${picture}\n`);
  expect(fs.readFileSync(path.join(editor.content.dir, picture)).equals(before)).toBe(true);
  await checked('/services/employment-law', 'Advice for employees and employers in Ontario.');
});

test('a phone photo uploaded as a portrait, a hero and in a text: saved upright without its camera data or GPS, published only as its copies', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  await editor.openEntry(page, 'collection/team/item/michael-tan', 'What the portrait shows');
  await chooseFile(page, portrait);
  await page.getByRole('textbox', { name: 'What the portrait shows' }).fill('Michael Tan at his desk');
  await saveAndWait(page);
  const portraitUrl = '/images/team/michael-tan/photo.JPG';
  await expect.poll(() => editor.read('team/michael-tan.mdx')).toContain(`\nphoto: ${portraitUrl}\n`);
  // Under the folder the field names, upper-case extension and all: upright, and nothing of the camera or the place.
  const savedPortrait = path.join(editor.content.dir, portraitUrl);
  await expectCleanCopy(savedPortrait, 3024, 4032);
  await checked('/who-we-are', `/assets/pictures/photo-${hashOf(savedPortrait)}-`);

  // The dev server reloads the editor's page after its check: the next entry opens in a page of its own.
  const next = await context.newPage();
  await editor.openEntry(next, 'collection/services/item/family-law', 'Domestic contracts');
  await chooseFile(next, hero);
  await saveAndWait(next);
  const heroUrl = '/images/services/family-law/heroImage.JPG';
  await expect.poll(() => editor.read('services/family-law.mdx')).toContain(`\nheroImage: ${heroUrl}\n`);
  await expectCleanCopy(path.join(editor.content.dir, heroUrl), 2000, 1500);
  // The picture it replaces goes with it.
  expect(fs.existsSync(path.join(editor.content.dir, 'images/services/family-law/heroImage.webp'))).toBe(false);
  await checked(
    '/services/family-law',
    `/assets/pictures/heroImage-${hashOf(path.join(editor.content.dir, heroUrl))}-`,
  );

  // A picture in a guide's text, from the body's Image button, with its description.
  const guide = await context.newPage();
  await editor.openEntry(guide, 'collection/articles/item/termination-pay', 'Termination Pay and Severance Pay');
  await guide.getByRole('textbox', { name: 'Body' }).getByText('to talk about your situation.').click();
  await guide.keyboard.press('End');
  await guide.keyboard.press('Enter');
  const details = await insertPicture(guide, portrait);
  await guide.keyboard.type('The reception desk');
  await guide.keyboard.press('Enter');
  await expect(details).toBeHidden();
  await saveAndWait(guide);
  const bodyUrl = '/images/articles/termination-pay/IMG_2041.JPG';
  await expect
    .poll(() => editor.read('articles/termination-pay.mdx'))
    .toContain(`\n![The reception desk](${bodyUrl})\n`);
  await expectCleanCopy(path.join(editor.content.dir, bodyUrl), 3024, 4032);

  await editor.server.stop();
  buildSite(DIST_DIR);
  const client = path.join(DIST_DIR, 'client');
  const published = filesUnder(client);
  const originals = [portrait, hero].map((file) => fs.readFileSync(file));
  expect(published.filter((file) => originals.some((original) => original.equals(fs.readFileSync(file))))).toEqual([]);
  expect(await photoDataIn(published)).toEqual([]);

  // The pages use the copies, at the widths each use needs, and never the original's address.
  const uses = [
    { url: portraitUrl, page: 'who-we-are/index.html', use: 'portrait' as const },
    { url: heroUrl, page: 'services/family-law/index.html', use: 'hero' as const },
    { url: bodyUrl, page: 'insights/termination-pay/index.html', use: 'body' as const },
  ];
  for (const { url, page: builtPage, use } of uses) {
    const html = fs.readFileSync(path.join(client, builtPage), 'utf8');
    expect(html).not.toContain(url);
    const hash = hashOf(path.join(editor.content.dir, url));
    for (const width of PICTURE_USES[use].widths) {
      for (const format of ['avif', 'webp'] as const) {
        const copy = pictureCopyUrl({ url, hash }, width, format);
        expect(html, copy).toContain(copy);
        const metadata = await sharp(path.join(client, copy)).metadata();
        expect({ copy, width: metadata.width, format: metadata.format }).toEqual({
          copy,
          width,
          format: format === 'avif' ? 'heif' : 'webp',
        });
      }
    }
  }
});

test('in GitHub mode the same fields upload into content/images/ of the repository, the same addresses written', () => {
  const { collections } = makeEditorConfig({ githubRepo: 'firm/site' });
  expect(collections?.team?.schema.photo).toMatchObject({ formKind: 'asset', directory: 'content/images/team' });
  expect(collections?.services?.schema.heroImage).toMatchObject({
    formKind: 'asset',
    directory: 'content/images/services',
  });
  // The body's pictures: Keystatic lists the folders a field writes into, for the commit's files.
  expect(collections?.articles?.schema.body).toMatchObject({ directories: ['content/images/articles'] });
});

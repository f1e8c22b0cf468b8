/**
 * What one build keeps for the next never shows stale pages: an edit to content shows with the
 * kept code bundle, an edit to the code bundles again (build/codeBundle.ts).
 * Pictures as editors add them (a phone's JPEG portrait, a PNG in a guide) become AVIF and WebP
 * copies at the widths each use needs, made once per picture and kept for the next build
 * (build/pictureFiles.ts). Builds a copy of the project.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addPortrait, BUILD_TIMEOUT_MS, copyProject, type ProjectCopy } from '../support/projectCopy';

let project: ProjectCopy;

/** A portrait as a phone saves it: stored 800 by 600, with a note to turn it upright (600 by 800). */
async function writePhonePortrait(file: string): Promise<void> {
  const pixels = { create: { width: 800, height: 600, channels: 3 as const, background: { r: 90, g: 110, b: 140 } } };
  await sharp(pixels).jpeg().withMetadata({ orientation: 6 }).toFile(file);
}

const PORTRAIT = 'public/images/team/alexandra-reid.jpg';
const GUIDE = 'content/articles/property-division.mdx';
const GUIDE_PAGE = 'dist/client/insights/property-division/index.html';

beforeAll(async () => {
  project = copyProject();
  fs.mkdirSync(path.join(project.dir, 'public/images/team'), { recursive: true });
  await writePhonePortrait(path.join(project.dir, PORTRAIT));
  const chart = { create: { width: 1600, height: 900, channels: 4 as const, background: '#2a6f77' } };
  await sharp(chart).png().toFile(path.join(project.dir, 'public/images/property-chart.png'));
  addPortrait(
    project,
    'alexandra-reid',
    '/images/team/alexandra-reid.jpg',
    'Alexandra Reid at her desk',
    'Alexandra Reid à son bureau',
  );
  project.write(
    GUIDE,
    `${project.read(GUIDE)}\n![How property is divided](/images/property-chart.png)\n\n<img src="/images/property-chart.png" alt="The same chart" />\n`,
  );
  project.build();
}, BUILD_TIMEOUT_MS);

afterAll(() => project?.cleanup());

const ARTICLE = 'content/articles/work-permit-extension.mdx';
const ARTICLE_PAGE = 'dist/client/insights/work-permit-extension/index.html';

it(
  'shows a content change on the next build, with the code bundle of the last one',
  { timeout: BUILD_TIMEOUT_MS },
  () => {
    project.write(ARTICLE, project.read(ARTICLE).replace('Keep copies of your documents.', 'Apply before it expires.'));
    expect(project.build()).toContain('bundle: the code has not changed since the last build, reused in');
    expect(project.read(ARTICLE_PAGE)).toContain('Apply before it expires.');
    expect(project.read(ARTICLE_PAGE)).not.toContain('Keep copies of your documents.');
  },
);

it('shows a code change on the next build, bundled again', { timeout: BUILD_TIMEOUT_MS }, () => {
  // The guide page's closing reminder, in the frame's words of each language.
  const component = 'messages/en.ts';
  const before = 'This article is general information, not legal advice';
  const after = `This guide (${randomInt(1e9)}) is general information only, not legal advice`;
  project.write(component, project.read(component).replace(before, after));
  expect(project.build()).toContain('bundle: built by Vite in');
  expect(project.read(ARTICLE_PAGE)).toContain(after);
  expect(project.read(ARTICLE_PAGE)).not.toContain(before);
});

/** The `<source type="image/avif">` of `alt`'s <picture> on a built page, and that <picture>'s <img>. */
function pictureOf(page: string, alt: string): { avif: string[]; img: string } {
  const picture = [...page.matchAll(/<picture>(.*?)<\/picture>/g)]
    .map((match) => match[1]!)
    .find((html) => html.includes(`alt="${alt}"`));
  if (!picture) throw new Error(`no <picture> with alt="${alt}"`);
  const avif = /type="image\/avif" srcSet="([^"]+)"/.exec(picture)?.[1] ?? '';
  return { avif: avif.split(', '), img: /<img [^>]*>/.exec(picture)?.[0] ?? '' };
}

it("offers a phone's JPEG portrait upright, as AVIF and WebP at the portrait's widths, and a PNG in a guide at the text's", async () => {
  const portrait = pictureOf(project.read('dist/client/who-we-are/index.html'), 'Alexandra Reid at her desk');
  expect(portrait.avif.map((entry) => entry.split(' ')[1])).toEqual(['96w', '176w', '352w']);
  expect(portrait.img).toContain('width="176" height="176"');
  const largest = path.join(project.dir, 'dist/client', portrait.avif[2]!.split(' ')[0]!);
  const copy = await sharp(largest).metadata();
  expect([copy.format, copy.width, copy.height]).toEqual(['heif', 352, 469]);
  expect(fs.existsSync(largest.replace(/\.avif$/, '.webp'))).toBe(true);

  const guide = project.read(GUIDE_PAGE);
  for (const alt of ['How property is divided', 'The same chart']) {
    const chart = pictureOf(guide, alt);
    expect(chart.avif.map((entry) => entry.split(' ')[1])).toEqual(['704w', '1408w']);
    expect(chart.img).toMatch(/width="1408" height="792"/);
  }
}, 60_000);

it(
  'makes each copy once: an unchanged picture is reused, a changed one gets new copies under a new name',
  { timeout: 2 * BUILD_TIMEOUT_MS },
  async () => {
    const before = pictureOf(project.read('dist/client/who-we-are/index.html'), 'Alexandra Reid at her desk').avif;
    expect(project.build()).toMatch(/pictures: \d+ copies of \d+ pictures in .*\(0 made, \d+ from the cache\)/);
    // A colour of its own on every run: the build cache outlives a test run, and would know a fixed one.
    const unseen = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
    await sharp({ create: { width: 400, height: 400, channels: 3, background: unseen } })
      .jpeg()
      .toFile(path.join(project.dir, PORTRAIT));
    expect(project.build()).toMatch(/pictures: \d+ copies of \d+ pictures in .*\(6 made, /);
    const after = pictureOf(project.read('dist/client/who-we-are/index.html'), 'Alexandra Reid at her desk').avif;
    expect(after).toHaveLength(3);
    expect(after.some((entry) => before.includes(entry))).toBe(false);
  },
);

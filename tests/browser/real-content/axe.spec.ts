/**
 * What an editor must keep true of the real content/, in a browser: every page of its build
 * passes axe at phone and desktop widths. Nothing here depends on the copy, the counts or the
 * facts the editors choose. AXE_PAGES_FILE (one address a line, as `npm run preview:changes`
 * writes preview/pages.txt) takes only those pages: CI's verdict on a change of content alone.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { realRoutes, realSite } from '../../launch-copy/realSite';
import { expectNoAxeViolationsOn, inGroups } from '../support/axe';

test.use({ bypassCSP: true });

const ALL_PAGES = [...realRoutes, ...realSite.listings.map((listing) => listing.path), '/no-such-page'];
const PAGES = process.env.AXE_PAGES_FILE
  ? fs.readFileSync(process.env.AXE_PAGES_FILE, 'utf8').split('\n').filter(Boolean)
  : ALL_PAGES;

for (const group of inGroups(PAGES, 3)) {
  test(`real content: axe finds no violation on ${group.join(', ')}, 1280 and 375 px wide`, async ({ page }) => {
    await expectNoAxeViolationsOn(page, group, [1280, 375]);
  });
}

test('a page that sends the reader to another of its pages ("see our … page") links to it', async ({ request }) => {
  const unlinked: string[] = [];
  for (const path of ALL_PAGES) {
    const main = /<main[\s\S]*<\/main>/.exec(await (await request.get(path)).text())?.[0] ?? '';
    const mention = /\b(?:see|visit) our [^.<]{1,60}? page\b|\b(?:consultez|visitez) notre page [^.<[]{1,60}/i.exec(
      main.replace(/<a\b[\s\S]*?<\/a>/g, '[link]'),
    );
    if (mention) unlinked.push(`${path}: ${mention[0]}`);
  }
  expect(unlinked).toEqual([]);
});

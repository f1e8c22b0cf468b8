/**
 * preview:changes compares two builds page by page: real folders laid out as the build lays
 * them out (site.json, client/<page>/index.html, client/404.html).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { writeSiteManifest } from '../../built-site/manifest';
import { comparePages } from '../../scripts/preview-changes/changedPages';
import { FAKE_SITE } from '../server/support/fixtures';

/** A build whose pages each hold the given HTML; `404` is the not-found page. */
function fakeBuild(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-pages-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const addresses = Object.keys(pages).filter((address) => address !== '404');
  writeSiteManifest(dir, { ...FAKE_SITE, pages: addresses });
  for (const [address, html] of Object.entries(pages)) {
    const file =
      address === '404' ? path.join(dir, 'client/404.html') : path.join(dir, 'client', address, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  return dir;
}

it('names the pages whose HTML differs, the new ones and the gone ones', () => {
  const base = fakeBuild({ '/': 'home', '/contact': 'form', '/old': 'old', '404': 'lost' });
  const head = fakeBuild({ '/': 'home', '/contact': 'form, reworded', '/new': 'new', '404': 'lost, calmer' });
  expect(comparePages(base, head)).toEqual({
    changed: ['/contact', '/no-such-page'],
    added: ['/new'],
    removed: ['/old'],
  });
});

it('finds nothing when both builds are the same', () => {
  const pages = { '/': 'home', '/contact': 'form', '404': 'lost' };
  expect(comparePages(fakeBuild(pages), fakeBuild(pages))).toEqual({ changed: [], added: [], removed: [] });
});

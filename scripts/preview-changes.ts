/**
 * `npm run preview:changes -- <base>`: what a branch changes on the site, page by page. Builds
 * the branch (into `dist/`, as `npm run build` does, with every check) and the base (a branch,
 * tag or commit), compares each page's HTML, and saves into `preview/`:
 * - `changes.md`: the changed, new and gone pages;
 * - `pages.txt`: the changed and new pages' addresses, one a line (CI runs axe on them);
 * - `screenshots/`: each changed and new page at 375 and 1280 px.
 * Pull-request CI keeps `preview/` as an artifact, so a reviewer sees the change without building.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildBase, buildSite, resolveBase } from './preview-changes/baseBuild';
import { changesReport, comparePages } from './preview-changes/changedPages';
import { takeScreenshots } from './screenshots/takeScreenshots';

const OUT_DIR = path.resolve('preview');
const WIDTHS = [375, 1280] as const;

async function main(): Promise<void> {
  const base = process.argv[2];
  const commit = resolveBase(base);
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });

  const headDir = path.resolve(process.env.DIST_DIR || 'dist');
  if (!buildSite('.', headDir, path.join(OUT_DIR, 'build.log'))) {
    console.error(fs.readFileSync(path.join(OUT_DIR, 'build.log'), 'utf8'));
    throw new Error('The branch does not build: the messages above say what to fix.');
  }
  const baseDir = path.join(OUT_DIR, 'base-build');
  if (!buildBase(commit, baseDir, path.join(OUT_DIR, 'base-build.log'))) {
    throw new Error(`${base} does not build (preview/base-build.log says why): nothing to compare with.`);
  }

  const changes = comparePages(baseDir, headDir);
  fs.rmSync(baseDir, { recursive: true, force: true });
  const shown = [...changes.changed, ...changes.added];
  fs.writeFileSync(path.join(OUT_DIR, 'changes.md'), `${changesReport(base ?? commit, changes, WIDTHS)}\n`);
  fs.writeFileSync(path.join(OUT_DIR, 'pages.txt'), shown.map((page) => `${page}\n`).join(''));
  if (shown.length > 0) {
    await takeScreenshots({
      buildDir: headDir,
      outDir: path.join(OUT_DIR, 'screenshots'),
      pages: shown,
      widths: WIDTHS,
      print: false,
    });
  }
  console.log(
    `preview:changes: ${changes.changed.length} changed, ${changes.added.length} new, ` +
      `${changes.removed.length} gone against ${base}; the list is preview/changes.md`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

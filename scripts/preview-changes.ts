/**
 * `npm run preview:changes -- <base>`: what a branch changes on the site, page by page, saved into
 * `preview/`: `comment.md` (the verdict), `pages.txt` (for axe) and before-and-after pictures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildBase, buildSite, resolveBase } from './preview-changes/baseBuild';
import { comparePages, pageFile } from './preview-changes/changedPages';
import { markChange } from './preview-changes/markChange';
import { changedFiles, pageReasons } from './preview-changes/pageReasons';
import { commentMarkdown, problemsInLog, withFailedStep, type Verdict } from './preview-changes/prComment';
import { fileStem, takeScreenshots } from './screenshots/takeScreenshots';

const OUT_DIR = path.resolve('preview');
const WIDTHS = [375, 1280] as const;

function writeComment(verdict: Omit<Verdict, 'previewLink'>): void {
  const previewLink = process.env.PREVIEW_LINK || 'preview/';
  fs.writeFileSync(path.join(OUT_DIR, 'comment.md'), `${commentMarkdown({ ...verdict, previewLink })}\n`);
}

async function picturePages(baseDir: string, headDir: string, changed: string[], added: string[]): Promise<void> {
  const shots = (buildDir: string, side: string, pages: string[]) =>
    takeScreenshots({ buildDir, outDir: path.join(OUT_DIR, side), pages, widths: WIDTHS, print: false });
  await Promise.all([shots(baseDir, 'before', changed), shots(headDir, 'after', [...changed, ...added])]);
  const files = (page: string) => WIDTHS.map((width) => `${fileStem(page)}-${width}.png`);
  for (const file of added.flatMap(files)) fs.renameSync(path.join(OUT_DIR, 'after', file), path.join(OUT_DIR, file));
  for (const file of changed.flatMap(files)) {
    await markChange(path.join(OUT_DIR, 'before', file), path.join(OUT_DIR, 'after', file), path.join(OUT_DIR, file));
  }
  for (const side of ['before', 'after']) fs.rmSync(path.join(OUT_DIR, side), { recursive: true, force: true });
}

try {
  const base = process.argv[2];
  // `--failed "The accessibility check"`: a later step of the run failed; the verdict's headline says so.
  if (base === '--failed') {
    const file = path.join(OUT_DIR, 'comment.md');
    fs.writeFileSync(file, withFailedStep(fs.readFileSync(file, 'utf8'), process.argv[3] ?? 'A step'));
    process.exit(0);
  }
  const commit = resolveBase(base);
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });

  const headDir = path.resolve(process.env.DIST_DIR || 'dist');
  const headLog = path.join(OUT_DIR, 'build.log');
  const built = buildSite('.', headDir, headLog);
  const problems = problemsInLog(fs.readFileSync(headLog, 'utf8'));
  if (!built) {
    writeComment({ built, problems });
    console.error(fs.readFileSync(headLog, 'utf8'));
    throw new Error('The branch does not build: the messages above say what to fix.');
  }
  const baseDir = path.join(OUT_DIR, 'base-build');
  if (!buildBase(commit, baseDir, path.join(OUT_DIR, 'base-build.log'))) {
    throw new Error(`${base} does not build (preview/base-build.log says why): nothing to compare with.`);
  }

  const changes = comparePages(baseDir, headDir);
  const readHtml = (page: string) => fs.readFileSync(pageFile(headDir, page), 'utf8');
  const reasons = pageReasons(changes.changed, changedFiles(commit), readHtml);
  const shown = [...changes.changed, ...changes.added];
  fs.writeFileSync(path.join(OUT_DIR, 'pages.txt'), shown.map((page) => `${page}\n`).join(''));
  if (shown.length > 0) await picturePages(baseDir, headDir, changes.changed, changes.added);
  fs.rmSync(baseDir, { recursive: true, force: true });
  const baseProblems = problemsInLog(fs.readFileSync(path.join(OUT_DIR, 'base-build.log'), 'utf8'));
  writeComment({ built, problems, baseProblems, changes: { ...changes, reasons } });
  console.log(
    `preview:changes: ${changes.changed.length} changed, ${changes.added.length} new, ` +
      `${changes.removed.length} gone against ${base}; the verdict is preview/comment.md`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

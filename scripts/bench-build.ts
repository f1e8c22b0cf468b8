/**
 * `npm run bench:build -- N [N2 ...] [--compare astro] [--runs R] [--warm] [--keep]`: how long the
 * build takes, and how much memory it needs, for a site with N articles, so we know before the
 * firm has them whether a build machine (or CI) copes with a few thousand; and with
 * `--compare astro`, how that compares with Astro's build of the same articles.
 *
 * Each run copies the project to a fresh temporary folder (without dist/ or data/, with
 * node_modules linked), writes N generated articles of about 600 words into the copy's
 * content/articles/ (bench-build/benchArticle.ts), and runs `npm run build`'s command there in a child
 * process. That build is cold, as on CI or a first deploy: BUILD_CACHE=refresh makes it bundle the
 * code and compile every body although the linked node_modules holds the project's build cache
 * (lib/buildCache.ts). Peak memory is the highest summed RSS of the build and every process it
 * starts, sampled from /proc. --warm rebuilds the same copy after a one-sentence edit, as an
 * editor's next deploy would. Several N show how the build time grows with the number of articles.
 *
 * --compare astro builds the same N articles, the same files, with an equivalent Astro 5 site in
 * its own temporary folder (bench-build/astroPages.ts: one page per article, the lists 10 to a
 * page, a comparable layout), cold as well: its caches are removed before each build. Astro is not
 * a dependency of the site: the pinned astro and @astrojs/mdx are installed with npm on first use
 * into node_modules/.cache/bench-astro/ and reused later (bench-build/astroInstall.ts). The two
 * builds take turns, ours then Astro's, --runs times (3 unless given), so a busy minute of a shared
 * machine falls on both; then the medians, the ratio ours/Astro and our peak memory are checked
 * against the targets (bench-build/targets.ts), and the exit code is 1 when one is missed.
 *
 * When the site has a search page, each cold build's log gives the search index's time, and the
 * built site is searched in Chromium: the index's share of the build and the time to a query's
 * first results are checked against their targets too (bench-build/searchTiming.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { installAstro, ASTRO_PACKAGES } from './bench-build/astroInstall';
import { benchAstroBuild } from './bench-build/astroBuild';
import { readContentNames, type ContentNames } from './bench-build/contentNames';
import { readOptions, type Options } from './bench-build/options';
import { benchOurBuild } from './bench-build/ourBuild';
import {
  commandLine,
  formatRow,
  headerLine,
  loadNow,
  machineLine,
  medianRow,
  scalingLines,
} from './bench-build/report';
import type { Row } from './bench-build/row';
import { fail } from './bench-build/say';
import { median } from './bench/stats';
import { compareWithAstro, type Verdict } from './bench-build/targets';
import { searchVerdict, type SearchFigures } from './bench-build/searchTiming';
import { removeFoldersOnInterrupt } from './bench-build/temporaryFolders';

function checkCanRun(projectDir: string): void {
  if (!fs.existsSync('/proc/self/status')) fail('bench:build reads memory from /proc, which only Linux has.');
  for (const needed of ['scripts/build.ts', 'node_modules', 'content']) {
    if (!fs.existsSync(path.join(projectDir, needed)))
      fail(`run bench:build from the project folder (no ${needed} here)`);
  }
}

interface Bench {
  projectDir: string;
  names: ContentNames;
  options: Options;
  /** The node_modules folder of the pinned Astro, with --compare astro. */
  astroModules: string | undefined;
}

/** Every run of one N, ours and Astro's taking turns; each row is printed as it is measured. */
async function benchCount({ projectDir, names, options, astroModules }: Bench, articles: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let run = 1; run <= options.runs; run++) {
    rows.push(...(await benchOurBuild({ projectDir, names, articles, run, warm: options.warm, keep: options.keep })));
    if (astroModules) rows.push(await benchAstroBuild({ astroModules, names, articles, run, keep: options.keep }));
  }
  return rows;
}

/** Each search figure's median over the cold builds that made a search index; none without them. */
function medianSearch(rows: Row[]): SearchFigures | undefined {
  const figures = rows.flatMap((row) => (row.search ? [row.search] : []));
  if (figures.length === 0) return undefined;
  const of = (pick: (figure: SearchFigures) => number) => median(figures.map(pick));
  return {
    indexMs: of((figure) => figure.indexMs),
    indexedPages: of((figure) => figure.indexedPages),
    wallWithSearchMs: of((figure) => figure.wallWithSearchMs),
    wallWithoutSearchMs: of((figure) => figure.wallWithoutSearchMs),
    firstQueryMs: of((figure) => figure.firstQueryMs),
    laterQueriesMs: figures.flatMap((figure) => figure.laterQueriesMs),
  };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const loadAtStart = loadNow();
  const projectDir = process.cwd();
  checkCanRun(projectDir);
  removeFoldersOnInterrupt(options.keep);
  const names = readContentNames(path.join(projectDir, 'content'));
  const astroModules = options.compareAstro ? await installAstro(projectDir) : undefined;
  const bench: Bench = { projectDir, names, options, astroModules };

  console.log(headerLine());
  const coldMedians: Row[] = [];
  const verdicts: Verdict[] = [];
  for (const articles of options.counts) {
    const rows = await benchCount(bench, articles);
    const medians = [
      medianRow(rows, 'ours', 'cold'),
      medianRow(rows, 'ours', 'warm'),
      medianRow(rows, 'astro', 'cold'),
    ].filter((row) => row !== undefined);
    if (options.runs > 1) for (const row of medians) console.log(formatRow(row));
    coldMedians.push(...medians.filter((row) => row.site === 'ours' && row.kind === 'cold'));
    const ourCold = rows.filter((row) => row.site === 'ours' && row.kind === 'cold');
    const searched = medianSearch(ourCold);
    if (searched) verdicts.push(searchVerdict(articles, searched, ourCold.length));
    if (astroModules)
      verdicts.push(
        compareWithAstro(
          ourCold,
          rows.filter((row) => row.site === 'astro'),
        ),
      );
  }

  const scaling = scalingLines(coldMedians);
  if (scaling.length > 0) console.log(['', ...scaling].join('\n'));
  if (verdicts.length > 0) console.log(['', ...verdicts.flatMap((verdict) => verdict.lines)].join('\n'));
  console.log(`\ncommand: ${commandLine()}`);
  console.log(machineLine(loadAtStart));
  if (astroModules) console.log(`astro: ${ASTRO_PACKAGES.join(', ')}, in ${path.dirname(astroModules)}`);
  if (verdicts.some((verdict) => !verdict.met)) process.exitCode = 1;
}

await main();

/**
 * Our build of N articles: a fresh copy of the project with the generated articles in its
 * content/articles/, built cold by `npm run build`'s command, and with --warm built again after an edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSiteManifest } from '../../build-output/manifest';
import { SEARCH_PAGE_NAME } from '../../content-pipeline/routes';
import { editOneArticle, writeBenchArticles } from './benchArticles';
import type { ContentNames } from './contentNames';
import { BUILD_LOG_FILE, measureBuild } from './measureBuild';
import { copyProject } from './projectCopy';
import { formatRow } from './report';
import type { BuildKind, Row } from './row';
import { progress } from './say';
import { indexTimeOf, timeQueries, type SearchFigures } from './searchTiming';
import { releaseFolder } from './temporaryFolders';

/**
 * The environment of the build: the user's, without what would send the build elsewhere than the
 * copy's content/ and dist/, or make Vite build for another mode. A cold build bundles the code
 * with Vite and compiles every body even when an earlier build kept them (lib/buildCache.ts, in
 * the linked node_modules), and keeps what it makes for the warm build that follows, as an
 * editor's next build would find it.
 */
function buildEnv(kind: BuildKind): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_CACHE: kind === 'cold' ? 'refresh' : 'on' };
  delete env.DIST_DIR;
  delete env.CONTENT_DIR;
  delete env.NODE_ENV;
  return env;
}

/**
 * `npm run build`'s command line, run as npm runs it but without npm's own process, so the
 * build is measured with the settings a user's build gets (its memory allocator's among them).
 */
function buildScriptOf(copyDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(copyDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = manifest.scripts.build;
  if (!script) throw new Error('package.json has no build script');
  return script;
}

function measureOurBuild(copyDir: string, articles: number, run: number, kind: BuildKind): Promise<Row> {
  return measureBuild({
    site: 'ours',
    kind,
    articles,
    run,
    cwd: copyDir,
    command: ['sh', '-c', buildScriptOf(copyDir)],
    env: buildEnv(kind),
    pagesDir: path.join(copyDir, 'dist', 'client'),
  });
}

export interface OurRun {
  projectDir: string;
  names: ContentNames;
  articles: number;
  run: number;
  warm: boolean;
  keep: boolean;
}

/**
 * The search's figures of the cold build just made, when the site has a search page. What the
 * index adds (it runs beside other steps) is measured A-B-A: the same copy built cold again
 * without the search page, then with it once more, so the first build of a fresh copy (slower for
 * reasons of its own) does not count against either side: added = mean of the two with − without.
 * The queries are timed on the last build.
 */
async function measureSearch(copyDir: string, cold: Row, label: string): Promise<SearchFigures | undefined> {
  const indexed = indexTimeOf(fs.readFileSync(path.join(copyDir, BUILD_LOG_FILE), 'utf8'));
  const buildDir = path.join(copyDir, 'dist');
  const searchPath = readSiteManifest(buildDir).searchPath;
  if (!indexed || !searchPath) return undefined;
  const searchPage = path.join(copyDir, SEARCH_PAGE_FILE);
  const searchPageText = fs.readFileSync(searchPage, 'utf8');
  progress(`${label} building again without the search page…`);
  fs.rmSync(searchPage);
  const withoutSearch = await measureOurBuild(copyDir, cold.articles, Number(cold.run), 'cold');
  progress(`${label} building again with it…`);
  fs.writeFileSync(searchPage, searchPageText);
  const withSearchAgain = await measureOurBuild(copyDir, cold.articles, Number(cold.run), 'cold');
  progress(`${label} timing search queries in Chromium…`);
  const [firstQueryMs = 0, ...laterQueriesMs] = await timeQueries(buildDir, searchPath);
  return {
    indexMs: indexed.ms,
    indexedPages: indexed.pages,
    wallWithSearchMs: (cold.wallMs + withSearchAgain.wallMs) / 2,
    wallWithoutSearchMs: withoutSearch.wallMs,
    firstQueryMs,
    laterQueriesMs,
  };
}

/** The search page's file in the project's content (content-pipeline/routes.ts SEARCH_PAGE_NAME). */
const SEARCH_PAGE_FILE = `content/pages/${SEARCH_PAGE_NAME}.mdx`;

/** One fresh copy: the cold build, and with `warm` a second build after an edit; each row printed when measured. */
export async function benchOurBuild({ projectDir, names, articles, run, warm, keep }: OurRun): Promise<Row[]> {
  const label = `[${articles} articles, ours, run ${run}]`;
  progress(`${label} copying the project and writing ${articles} articles…`);
  const copyDir = copyProject(projectDir);
  const articlesDir = path.join(copyDir, 'content', 'articles');
  writeBenchArticles(articlesDir, articles, names);
  progress(`${label} building…`);
  const cold = await measureOurBuild(copyDir, articles, run, 'cold');
  console.log(formatRow(cold));
  const search = await measureSearch(copyDir, cold, label);
  const rows: Row[] = [search ? { ...cold, search } : cold];
  if (warm) {
    editOneArticle(articlesDir, articles);
    progress(`${label} building again after a one-sentence edit…`);
    const warmRow = await measureOurBuild(copyDir, articles, run, 'warm');
    console.log(formatRow(warmRow));
    rows.push(warmRow);
  }
  releaseFolder(copyDir, keep, label);
  return rows;
}

/**
 * Our build of N articles: a fresh copy of the project with the generated articles in its
 * content/articles/, built cold by `scripts/build.ts`, and with --warm built again after an edit.
 */
import path from 'node:path';
import { editOneArticle, writeBenchArticles } from './benchArticles';
import type { ContentNames } from './contentNames';
import { measureBuild } from './measureBuild';
import { copyProject } from './projectCopy';
import { formatRow } from './report';
import type { BuildKind, Row } from './row';
import { progress } from './say';
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

function measureOurBuild(copyDir: string, articles: number, run: number, kind: BuildKind): Promise<Row> {
  return measureBuild({
    site: 'ours',
    kind,
    articles,
    run,
    cwd: copyDir,
    nodeArgs: ['--import', 'tsx', 'scripts/build.ts'],
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

/** One fresh copy: the cold build, and with `warm` a second build after an edit; each row printed when measured. */
export async function benchOurBuild({ projectDir, names, articles, run, warm, keep }: OurRun): Promise<Row[]> {
  const label = `[${articles} articles, ours, run ${run}]`;
  progress(`${label} copying the project and writing ${articles} articles…`);
  const copyDir = copyProject(projectDir);
  const articlesDir = path.join(copyDir, 'content', 'articles');
  writeBenchArticles(articlesDir, articles, names);
  progress(`${label} building…`);
  const rows = [await measureOurBuild(copyDir, articles, run, 'cold')];
  console.log(formatRow(rows[0] as Row));
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

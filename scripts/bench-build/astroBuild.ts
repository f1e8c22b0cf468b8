/**
 * Astro's build of the same N articles: a fresh Astro project in a temporary folder (the pages of
 * astroPages.ts around the layout of astroLayout.ts, the generated articles in a content
 * collection, node_modules linked to the pinned install of astroInstall.ts), built cold with
 * `astro build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeBenchArticles } from './benchArticles';
import type { ContentNames } from './contentNames';
import { ASTRO_LAYOUT } from './astroLayout';
import { ASTRO_ARTICLES_MODULE, ASTRO_CONFIG, ASTRO_CONTENT_CONFIG, ASTRO_PAGES, astroSiteModule } from './astroPages';
import { measureBuild } from './measureBuild';
import { formatRow } from './report';
import type { Row } from './row';
import { progress } from './say';
import { makeTemporaryFolder, releaseFolder } from './temporaryFolders';

function writeAstroProject(folder: string, names: ContentNames, astroModules: string): void {
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: 'bench-astro-site', private: true, type: 'module' }, null, 2)}\n`,
    'astro.config.mjs': ASTRO_CONFIG,
    'src/content.config.ts': ASTRO_CONTENT_CONFIG,
    'src/site.ts': astroSiteModule(names.services),
    'src/articles.ts': ASTRO_ARTICLES_MODULE,
    'src/layouts/Layout.astro': ASTRO_LAYOUT,
    ...ASTRO_PAGES,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
  fs.symlinkSync(astroModules, path.join(folder, 'node_modules'), 'dir');
}

/**
 * What an earlier Astro build could leave for this one: the content store and the generated types
 * in the project, and (where a setting were ignored) the default caches in the shared node_modules.
 * The folder is new, so only the shared ones can exist; removed anyway, so the build is cold by
 * construction and not by luck.
 */
function removeAstroCaches(folder: string, astroModules: string): void {
  const caches = [
    path.join(folder, '.astro'),
    path.join(folder, '.astro-cache'),
    path.join(folder, '.vite-cache'),
    path.join(astroModules, '.astro'),
    path.join(astroModules, '.vite'),
  ];
  for (const cache of caches) fs.rmSync(cache, { recursive: true, force: true });
}

/** Astro's environment: the user's, without telemetry (no network) and without a mode of another tool. */
function astroEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  delete env.NODE_ENV;
  delete env.DIST_DIR;
  delete env.CONTENT_DIR;
  return env;
}

export interface AstroRun {
  /** The node_modules folder of the pinned Astro. */
  astroModules: string;
  names: ContentNames;
  articles: number;
  run: number;
  keep: boolean;
}

export async function benchAstroBuild({ astroModules, names, articles, run, keep }: AstroRun): Promise<Row> {
  const label = `[${articles} articles, astro, run ${run}]`;
  progress(`${label} writing the Astro project and ${articles} articles…`);
  const folder = makeTemporaryFolder('bench-astro-');
  writeAstroProject(folder, names, astroModules);
  writeBenchArticles(path.join(folder, 'src', 'content', 'articles'), articles, names);
  removeAstroCaches(folder, astroModules);
  progress(`${label} building…`);
  const row = await measureBuild({
    site: 'astro',
    kind: 'cold',
    articles,
    run,
    cwd: folder,
    command: [process.execPath, path.join(astroModules, 'astro', 'astro.js'), 'build'],
    env: astroEnv(),
    pagesDir: path.join(folder, 'dist'),
  });
  console.log(formatRow(row));
  releaseFolder(folder, keep, label);
  return row;
}

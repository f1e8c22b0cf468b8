/** `npm run check:content [-- --built]`: the content's problems, or the built pages' links; exit code 1 on any error. */
import path from 'node:path';
import { defaultBuildDir } from '../build/builtFrom';
import { printReport } from '../build/buildSite';
import { BUILD_LAYOUT } from '../built-site/manifest';
import { checkBuiltSite, pageSourcesOf } from '../content-pipeline/checkBuiltSite';
import { checkAndLoadContent } from '../content-pipeline/checkContent';
import { defaultContentDir } from '../content-pipeline/contentDir';

const built = process.argv.includes('--built');
const checked = await checkAndLoadContent();
const problems = built
  ? checkBuiltSite(
      path.join(defaultBuildDir(), BUILD_LAYOUT.client),
      checked.content ? pageSourcesOf(checked.content, defaultContentDir()) : undefined,
    )
  : checked.problems;
const name = built ? 'check:content --built' : 'check:content';
process.exitCode = printReport(problems, name, built ? 0 : checked.placeholders.length) ? 0 : 1;

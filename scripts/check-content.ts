/**
 * `npm run check:content`: checks every file under content/ and prints each problem on one
 * line naming the file, the line, the field, what is wrong and the fix. Exit code 1 when any
 * error remains; warnings alone are printed and exit 0.
 * `npm run check:content -- --built`: checks the links of the prerendered pages in
 * dist/client instead (the build runs it after prerendering).
 */
import path from 'node:path';
import { BUILD_LAYOUT } from '../built-site/manifest';
import { defaultBuildDir } from '../build/buildSite';
import { checkBuiltSite, pageSourcesOf } from '../content-pipeline/checkBuiltSite';
import { checkAndLoadContent } from '../content-pipeline/checkContent';
import { defaultContentDir } from '../content-pipeline/contentDir';
import { summarise } from '../content-pipeline/report';

async function checkBuild() {
  const { content } = await checkAndLoadContent();
  const sources = content ? pageSourcesOf(content, defaultContentDir()) : undefined;
  return checkBuiltSite(path.join(defaultBuildDir(), BUILD_LAYOUT.client), sources);
}

async function main(): Promise<void> {
  const built = process.argv.includes('--built');
  const checked = built ? { problems: await checkBuild(), placeholders: [] } : await checkAndLoadContent();
  const report = summarise(
    checked.problems,
    built ? 'check:content --built' : 'check:content',
    checked.placeholders.length,
  );
  for (const line of report.lines) console.error(line);
  console.log(report.summary);
  process.exitCode = report.errors > 0 ? 1 : 0;
}

await main();

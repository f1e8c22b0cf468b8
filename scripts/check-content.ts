/**
 * `npm run check:content`: validates every file under content/ and prints each problem on
 * one line naming the file, the field and the fix. Exit code 1 when any error remains.
 */
import { ContentError, formatProblem } from '../siteContent/contentProblem';
import { loadContent } from '../siteContent/loadContent';

try {
  const content = loadContent();
  console.log(
    `check:content: ${content.pages.length} pages, ${content.services.length} practice areas, ` +
      `${content.team.length} team profiles: no problems found.`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  for (const problem of error.problems) console.error(formatProblem(problem));
  console.error(`\ncheck:content: ${error.problems.length} problem(s) to fix before the site can be built.`);
  process.exit(1);
}

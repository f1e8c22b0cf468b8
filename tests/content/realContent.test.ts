/**
 * What an editor must keep true of the real content/: the checker finds no error in it.
 * Nothing else here reads it, so a changed fact, year, count, text, alias or set of practice
 * areas or people never fails a test (the build, its link check and the axe sweep of
 * tests/browser/real-content/ cover the rest). Warnings are advice, not failures.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { checkAndLoadContent } from '../../content-pipeline/checkContent';
import { formatProblem } from '../../content-pipeline/contentProblem';

it('the real content/ has no error', async () => {
  const problems = (await checkAndLoadContent({ contentDir: path.resolve('content') })).problems;
  expect(problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([]);
});

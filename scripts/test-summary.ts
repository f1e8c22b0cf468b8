/**
 * Prints one closing line for the whole test run, from the reports Vitest and Playwright wrote:
 * "Tests: N passed, N failed, N skipped". A skipped test is never counted as passed.
 */
import fs from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const parts = [vitestCounts('test-results/vitest.json'), playwrightCounts('test-results/playwright.json')];
const total = parts.reduce((sum, c) => ({
  passed: sum.passed + c.passed,
  failed: sum.failed + c.failed,
  skipped: sum.skipped + c.skipped,
}));
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.failed > 0 || total.passed === 0) process.exit(1);

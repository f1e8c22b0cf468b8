/**
 * `npm test`: the machine prepared (tests/support/testMachine.ts), then Vitest's projects while
 * the fixture site and the real site build, then Playwright on both builds, then the visual
 * editor's Playwright test; each runner prints its own report. Vitest and the builds share the
 * two cores (the server tests mostly wait on sockets and timers); Playwright runs alone, as its
 * tests that time a crash or a slow mail server need. Every step runs even when one before it
 * failed, and the run ends with one line CI reads: `Tests: N passed, N failed, N skipped`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { prepareMachineOrExit } from '../tests/support/testMachine';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The counts in Vitest's JSON report (Jest's format) and in Playwright's. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
}

/** A runner's command, and how to read the counts of the JSON report it writes. */
interface Runner {
  command: string;
  report: string;
  counts(reportText: string): Counts;
}

const VITEST: Runner = {
  command: 'vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json',
  report: 'test-results/vitest.json',
  counts(reportText) {
    const report = JSON.parse(reportText) as VitestReport;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  },
};
const playwright = (command: string, report: string): Runner => ({
  command,
  report,
  counts(reportText) {
    const { stats } = JSON.parse(reportText) as PlaywrightReport;
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  },
});
const BROWSER = playwright(
  'playwright test --project behaviour --project real-content',
  'test-results/playwright.json',
);
const EDITOR = playwright(
  'playwright test --config playwright.editor.config.ts',
  'test-results/playwright-editor.json',
);

/** Runs a command with npm's PATH, its output passed through; true when it succeeded. */
function run(command: string): Promise<boolean> {
  return new Promise((resolve) =>
    spawn(command, { shell: true, stdio: 'inherit' }).once('exit', (code) => resolve(code === 0)),
  );
}

/** A runner's counts; a runner that failed with no failed test (a hook, a missing report) counts one. */
async function runTests(runner: Runner, canRun = true): Promise<Counts> {
  const ok = canRun && (await run(runner.command));
  const counts = fs.existsSync(runner.report)
    ? runner.counts(fs.readFileSync(runner.report, 'utf8'))
    : { passed: 0, failed: 0, skipped: 0 };
  return ok || counts.failed > 0 ? counts : { ...counts, failed: counts.failed + 1 };
}

async function buildBoth(): Promise<boolean> {
  return (await run('npm run --silent build:fixture')) && (await run('npm run --silent build'));
}

async function main(): Promise<void> {
  await prepareMachineOrExit();
  fs.rmSync('test-results', { recursive: true, force: true });
  const [vitest, built] = await Promise.all([runTests(VITEST), buildBoth()]);
  const all = [vitest, await runTests(BROWSER, built), await runTests(EDITOR)];
  const total = (key: keyof Counts) => all.reduce((sum, counts) => sum + counts[key], 0);
  console.log(`\nTests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
  if (total('failed') > 0 || total('passed') === 0) process.exit(1);
}

await main();

/**
 * `npm test` (README.md): the product's behaviour on the fixture content, Vitest beside Playwright;
 * the fixture build is made once for the run (tests/support/fixtureSite.ts).
 * `npm run test:slow` (`--slow`): what needs the whole project built or running for real: the tests
 * that copy and build it, the screenshots tool, the real content/'s build swept in a browser, and the visual editor.
 * Every step runs even when one before it failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import buildFixtureOnce from './fixtureSite';
import { prepareMachineOrExit } from './testMachine';

type Counts = [passed: number, failed: number, skipped: number];
type Report = Record<string, number> & { stats?: Record<string, number> } & FailedIn;
/** What both reports hold of the failures: Vitest's files and tests, Playwright's nested suites and specs. */
type FailedIn = {
  testResults?: { name: string; message?: string; assertionResults: { status: string; fullName: string }[] }[];
  suites?: FailedIn[];
  specs?: { ok: boolean; title: string; file: string; line: number }[];
};

function run(command: string): Promise<boolean> {
  return new Promise((resolve) =>
    spawn(command, { shell: true, stdio: 'inherit' }).once('exit', (code) => resolve(code === 0)),
  );
}

/** Vitest's JSON report (Jest's format) or Playwright's. */
function readCounts(report: string): Counts {
  if (!fs.existsSync(report)) return [0, 0, 0];
  const r = JSON.parse(fs.readFileSync(report, 'utf8')) as Report;
  failures.push(...failedTests(r));
  if (r.stats) return [r.stats.expected! + r.stats.flaky!, r.stats.unexpected!, r.stats.skipped!];
  return [r.numPassedTests!, r.numFailedTests!, r.numPendingTests! + r.numTodoTests!];
}

/** The failed tests by file and name, printed again last so that the end of a long log names them. */
function failedTests(r: FailedIn): string[] {
  const vitest = (r.testResults ?? []).flatMap((file) => {
    const name = path.relative('.', file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) return [`${name}: ${file.message.split('\n')[0]}`];
    return failed.map((test) => `${name} › ${test.fullName}`);
  });
  const playwright = (r.specs ?? []).filter((spec) => !spec.ok).map((s) => `${s.file}:${s.line} › ${s.title}`);
  return [...vitest, ...playwright, ...(r.suites ?? []).flatMap(failedTests)];
}

/** A runner's counts; a runner that failed with no failed test (a hook, a missing report) counts one. */
async function runTests(command: string, report: string, canRun = true): Promise<Counts> {
  const ok = canRun && (await run(command));
  const [passed, failed, skipped] = readCounts(report);
  return [passed, ok || failed > 0 ? failed : failed + 1, skipped];
}

const failures: string[] = [];
const slow = process.argv.includes('--slow');
await prepareMachineOrExit();
// `npm run test:machine`: only this, on CI's content-only path, which runs no `npm test`.
if (process.argv.includes('--machine')) process.exit(0);
// Names this run, so that Vitest and Playwright share the one fixture build it makes.
process.env.TEST_RUN = `${process.pid}-${Date.now()}`;
const started = performance.now();
// `nice -n 5`: the browsers' side (the build, then Playwright) is the longer; Vitest's files mostly wait (docs/benchmarks.md).
const vitest = (projects: string[], report: string) =>
  runTests(
    `nice -n 5 vitest run ${projects.map((name) => `--project ${name}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${report}`,
    report,
  );
/**
 * One project of playwright.config.ts, with only the server of its site (E2E_SITE); its report is
 * named there. With `outputFile`, what it prints goes there instead.
 */
const browserTests = (site: 'fixture' | 'real', project: string, canRun = true, outputFile?: string) => {
  const command = `E2E_SITE=${site} playwright test --project ${project}`;
  return runTests(outputFile ? `${command} > ${outputFile} 2>&1` : command, 'test-results/playwright.json', canRun);
};
let all: Counts[];
if (slow) {
  for (const report of ['vitest-slow.json', 'playwright.json', 'playwright-editor.json']) {
    fs.rmSync(`test-results/${report}`, { force: true });
  }
  const [copies, built] = await Promise.all([
    vitest(['slow', 'built'], 'test-results/vitest-slow.json'),
    run('npm run --silent build'),
  ]);
  all = [
    copies,
    await browserTests('real', 'real-content', built),
    // Its own config: one dev server on a copy of the fixture content.
    await runTests('playwright test --config playwright.editor.config.ts', 'test-results/playwright-editor.json'),
  ];
} else {
  fs.rmSync('test-results', { recursive: true, force: true });
  // Vitest and the browsers side by side: Vitest's files spend much of their time waiting on
  // child servers, slow mail servers and timers, and the browsers' tier fills the cores meanwhile
  // (docs/benchmarks.md). Vitest reads no build, so it starts at once; the browsers start when the
  // fixture build is made. The browsers' output, and a failed build's, are printed after Vitest's.
  const browsersOutput = 'test-results/playwright-output.txt';
  let buildFailure = '';
  all = await Promise.all([
    vitest(['unit', 'server', 'content'], 'test-results/vitest.json'),
    buildFixtureOnce().then(
      () => browserTests('fixture', 'behaviour', true, browsersOutput),
      (error: Error) => ((buildFailure = error.message), browserTests('fixture', 'behaviour', false)),
    ),
  ]);
  if (buildFailure) console.error(buildFailure);
  if (fs.existsSync(browsersOutput)) process.stdout.write(fs.readFileSync(browsersOutput));
}
const [passed, failed, skipped] = [0, 1, 2].map((i) => all.reduce((sum, counts) => sum + counts[i]!, 0));
for (const failure of failures) console.log(`failed: ${failure}`);
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped (${minutes} min)`);
if (!slow) {
  console.log(
    'Not run here: `npm run test:slow`, the tests that copy and build the whole project, the ' +
      "real content's pages in a browser and the visual editor; CI runs them too.",
  );
}
if (failed! > 0 || passed === 0) process.exit(1);

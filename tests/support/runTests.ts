/**
 * `npm test` (README.md): Vitest beside the real content's build, then Playwright alone, as its
 * tests that time a crash or a slow mail server need, then the visual editor; every step runs even
 * when one before it failed. The fixture build is made once for the run (tests/support/fixtureSite.ts).
 * `npm run test:slow` (`--slow`): the tests that copy and build the whole project.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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
// Names this run, so that Vitest and Playwright share the one fixture build it makes.
process.env.TEST_RUN = `${process.pid}-${Date.now()}`;
const started = performance.now();
const vitest = (projects: string[], report: string) =>
  runTests(
    `vitest run ${projects.map((name) => `--project ${name}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${report}`,
    report,
  );
let all: Counts[];
if (slow) {
  fs.rmSync('test-results/vitest-slow.json', { force: true });
  all = [await vitest(['slow'], 'test-results/vitest-slow.json')];
} else {
  fs.rmSync('test-results', { recursive: true, force: true });
  const [inProcess, built] = await Promise.all([
    vitest(['unit', 'server', 'content', 'built'], 'test-results/vitest.json'),
    run('npm run --silent build'),
  ]);
  all = [
    inProcess,
    // Playwright's configs write these reports themselves.
    await runTests('playwright test --project behaviour --project real-content', 'test-results/playwright.json', built),
    await runTests('playwright test --config playwright.editor.config.ts', 'test-results/playwright-editor.json'),
  ];
}
const [passed, failed, skipped] = [0, 1, 2].map((i) => all.reduce((sum, counts) => sum + counts[i]!, 0));
for (const failure of failures) console.log(`failed: ${failure}`);
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped (${minutes} min)`);
if (!slow) {
  console.log(
    'Not run here: `npm run test:slow`, the tests that copy and build the whole project ' +
      '(vitest.config.ts, SLOW); CI runs them too.',
  );
}
if (failed! > 0 || passed === 0) process.exit(1);

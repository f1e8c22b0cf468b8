/**
 * Reads the reports Vitest and Playwright write (test-results/*.json): the counts for the closing
 * line, where a skipped test is never counted as passed, what failed (CI keeps only the end of a
 * long log, so the closing lines must name it), and how long each layer ran.
 */
import fs from 'node:fs';
import path from 'node:path';

const VITEST_REPORT = 'test-results/vitest.json';
const PLAYWRIGHT_REPORT = 'test-results/playwright.json';
/** The visual editor's browser test (playwright.editor.config.ts). */
const EDITOR_REPORT = 'test-results/playwright-editor.json';
/** Vitest's projects, by the folder their files live in (vitest.config.ts). */
const VITEST_LAYERS = ['unit', 'server', 'content'] as const;

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: VitestFile[];
}
interface VitestFile {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
  /** Set when the file itself failed: a hook that threw or timed out, an import that failed. */
  message?: string;
  assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
}

interface PlaywrightResult {
  startTime: string;
  duration: number;
  error?: { message?: string };
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: PlaywrightResult[] }[];
  }[];
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
  suites: PlaywrightSuite[];
}

function readJson<Report>(file: string): Report | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Report) : undefined;
}

/** The counts of every report written; a report that is missing counts one failure. */
export function readCounts(): Counts[] {
  const vitest = readJson<VitestReport>(VITEST_REPORT);
  const playwright = readJson<PlaywrightReport>(PLAYWRIGHT_REPORT);
  const editor = readJson<PlaywrightReport>(EDITOR_REPORT);
  const missing: Counts = { passed: 0, failed: 1, skipped: 0 };
  const playwrightCounts = (report: PlaywrightReport | undefined): Counts =>
    report
      ? {
          passed: report.stats.expected + report.stats.flaky,
          failed: report.stats.unexpected,
          skipped: report.stats.skipped,
        }
      : missing;
  return [
    vitest
      ? {
          passed: vitest.numPassedTests,
          // A file whose hook or import failed counts once, though its tests are only "skipped".
          failed: vitest.numFailedTests + vitest.testResults.filter(failedWithoutAFailedTest).length,
          skipped: vitest.numPendingTests + vitest.numTodoTests,
        }
      : missing,
    playwrightCounts(playwright),
    playwrightCounts(editor),
  ];
}

/** From the first test of a layer starting to the last one ending: `server: 212 s (20 files)`. */
function span(name: string, intervals: [start: number, end: number][], unit: string): string {
  if (intervals.length === 0) return `${name}: no ${unit}`;
  const start = Math.min(...intervals.map(([s]) => s));
  const end = Math.max(...intervals.map(([, e]) => e));
  return `${name}: ${((end - start) / 1000).toFixed(0)} s (${intervals.length} ${unit})`;
}

function playwrightIntervals(suites: PlaywrightSuite[], project: string): [number, number][] {
  return suites.flatMap((suite) => [
    ...playwrightIntervals(suite.suites ?? [], project),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.projectName === project)
        .flatMap((test) => test.results)
        .map((result): [number, number] => {
          const start = Date.parse(result.startTime);
          return [start, start + result.duration];
        }),
    ),
  ]);
}

export function layerTimes(): string[] {
  const lines: string[] = [];
  const vitest = readJson<VitestReport>(VITEST_REPORT);
  for (const layer of VITEST_LAYERS) {
    const files = (vitest?.testResults ?? []).filter((file) => file.name.includes(`/tests/${layer}/`));
    lines.push(
      span(
        layer,
        files.map((file) => [file.startTime, file.endTime]),
        'files',
      ),
    );
  }
  const playwright = readJson<PlaywrightReport>(PLAYWRIGHT_REPORT);
  for (const project of ['behaviour', 'real-content']) {
    lines.push(span(`browser ${project}`, playwrightIntervals(playwright?.suites ?? [], project), 'tests'));
  }
  return lines;
}

/** The first line of an error that says something, without the colour codes of a terminal. */
function firstLine(text: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the escape sequences of terminal colours
  const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function failedWithoutAFailedTest(file: VitestFile): boolean {
  return file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed');
}

function vitestFailures(report: VitestReport | undefined): string[] {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file can fail with no failed test: its tests are then reported skipped.
    if (failedWithoutAFailedTest(file)) return [`${where}: ${firstLine(file.message)}`];
    return tests;
  });
}

function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...playwrightFailures(suite.suites ?? []),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map(
          (test) =>
            `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`,
        ),
    ),
  ]);
}

/** One line per failed test or failed file of every report, with the first line of its error. */
export function failures(): string[] {
  return [
    ...vitestFailures(readJson<VitestReport>(VITEST_REPORT)),
    ...playwrightFailures(readJson<PlaywrightReport>(PLAYWRIGHT_REPORT)?.suites ?? []),
    ...playwrightFailures(readJson<PlaywrightReport>(EDITOR_REPORT)?.suites ?? []),
  ];
}

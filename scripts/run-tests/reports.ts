/**
 * Reads the reports Vitest and Playwright write (test-results/*.json): the counts for the closing
 * line, where a skipped test is never counted as passed, and how long each layer ran.
 */
import fs from 'node:fs';

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
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface PlaywrightResult {
  startTime: string;
  duration: number;
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { tests: { projectName: string; results: PlaywrightResult[] }[] }[];
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
          failed: vitest.numFailedTests,
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

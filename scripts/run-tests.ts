/**
 * `npm test`: every test of the project, layer by layer, then one closing line for the whole run
 * ("Tests: N passed, N failed, N skipped") and the time each layer took.
 *
 * 1. Vitest's three projects in one run (unit, server, content: vitest.config.ts), while the two
 *    sites the browser tests serve are built: the fixture content's and the real content's. The
 *    server tests spend most of their time waiting on sockets, timers and disks, so the builds
 *    use the processor they leave idle.
 * 2. Playwright in Chromium on both builds, then the visual editor's test in the dev server
 *    (playwright.editor.config.ts). Not beside Vitest: both keep the two cores busy,
 *    and the tests that time a crash, a restart or a slow mail server then miss their deadlines.
 * Every layer runs even when an earlier one failed, so one run reports every failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { failures, layerTimes, readCounts, type Counts } from './run-tests/reports';

interface Step {
  name: string;
  command: string;
}

const VITEST: Step = {
  name: 'vitest (unit, server, content)',
  command: 'vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json',
};
const BUILDS: Step[] = [
  { name: 'fixture build', command: 'npm run --silent build:fixture' },
  { name: 'real build', command: 'npm run --silent build' },
];
const BROWSER: Step = {
  name: 'browser (Playwright)',
  command: 'playwright test --project behaviour --project real-content',
};
/** The visual editor in the dev server: it needs no build, but the processors to itself. */
const EDITOR: Step = { name: 'editor (Playwright)', command: 'playwright test --config playwright.editor.config.ts' };

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs a command through npm's PATH (node_modules/.bin), output passed through, and times it. */
function run({ name, command }: Step): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.once('exit', (code) => resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000 }));
  });
}

async function runInOrder(steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await run(step));
  return outcomes;
}

function sum(parts: Counts[]): Counts {
  return parts.reduce((total, c) => ({
    passed: total.passed + c.passed,
    failed: total.failed + c.failed,
    skipped: total.skipped + c.skipped,
  }));
}

async function main(): Promise<void> {
  fs.rmSync('test-results', { recursive: true, force: true });
  fs.mkdirSync('test-results', { recursive: true });
  const [vitest, builds] = await Promise.all([run(VITEST), runInOrder(BUILDS)]);
  const browser = builds.every((b) => b.ok) ? await run(BROWSER) : { ...BROWSER, ok: false, seconds: 0 };
  const editor = await run(EDITOR);

  const counts = readCounts();
  const total = sum(counts);
  console.log('\nTime of each layer (wall clock):');
  for (const line of layerTimes()) console.log(`  ${line}`);
  for (const step of [vitest, ...builds, browser, editor]) {
    console.log(`  ${step.name}: ${step.seconds.toFixed(0)} s${step.ok ? '' : ' (failed)'}`);
  }
  const failed = failures();
  if (failed.length > 0) console.log(`\nWhat failed:\n${failed.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  const allRan = vitest.ok && builds.every((b) => b.ok) && browser.ok && editor.ok;
  if (!allRan || total.failed > 0 || total.passed === 0) process.exit(1);
}

await main();

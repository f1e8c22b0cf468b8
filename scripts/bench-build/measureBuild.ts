/**
 * Runs one build in a child process and measures it: wall time from start to exit, peak memory of
 * its process tree, and the pages it wrote. The build's output goes to a log in its folder, so the
 * table stays readable; a failed build prints the log's end and stops the benchmark.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildKind, Row, SiteName } from './row';
import { childrenCpuMs } from './childrenCpu';
import { fail } from './say';
import { watchTreeMemory } from './treeMemory';

export const BUILD_LOG_FILE = 'bench-build.log';
const LOG_TAIL_LINES = 40;

export interface BuildCommand {
  site: SiteName;
  kind: BuildKind;
  articles: number;
  run: number;
  /** The build's folder: it runs there, and its log is written there. */
  cwd: string;
  /** The program and its arguments. */
  command: [program: string, ...args: string[]];
  env: NodeJS.ProcessEnv;
  /** The folder of the built pages, to count them. */
  pagesDir: string;
}

/** The running build, so an interrupted benchmark can stop it before removing its folder. */
let runningBuild: ChildProcess | undefined;

export function stopRunningBuild(): void {
  runningBuild?.kill('SIGTERM');
}

async function timeBuild(
  command: BuildCommand,
  logPath: string,
): Promise<{ exitCode: number; wallMs: number; cpuMs: number; peakKb: number }> {
  fs.appendFileSync(logPath, `--- ${command.site}, ${command.kind} build ---\n`);
  const log = fs.openSync(logPath, 'a');
  try {
    const started = performance.now();
    const cpuBefore = childrenCpuMs();
    const [program, ...args] = command.command;
    const child = spawn(program, args, {
      cwd: command.cwd,
      env: command.env,
      stdio: ['ignore', log, log],
    });
    runningBuild = child;
    const memory = child.pid === undefined ? undefined : watchTreeMemory(child.pid);
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    });
    const wallMs = performance.now() - started;
    runningBuild = undefined;
    return { exitCode, wallMs, cpuMs: childrenCpuMs() - cpuBefore, peakKb: memory?.stop() ?? 0 };
  } finally {
    fs.closeSync(log);
  }
}

/** Built pages: every `index.html` (pages and redirects) and the `404.html`. */
function countPages(pagesDir: string): number {
  return fs
    .readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => ['index.html', '404.html'].includes(path.basename(file))).length;
}

function printLogTail(logPath: string): void {
  const lines = fs.readFileSync(logPath, 'utf8').trimEnd().split('\n');
  console.error(lines.slice(-LOG_TAIL_LINES).join('\n'));
}

export async function measureBuild(command: BuildCommand): Promise<Row> {
  const logPath = path.join(command.cwd, BUILD_LOG_FILE);
  const { exitCode, wallMs, cpuMs, peakKb } = await timeBuild(command, logPath);
  const { site, kind, articles, run } = command;
  if (exitCode !== 0) {
    printLogTail(logPath);
    // Kept on purpose: the whole log and the generated content are what explain the failure.
    fail(
      `${site === 'ours' ? 'our' : 'Astro’s'} ${kind} build of ${articles} articles exited with ${exitCode}; its folder is kept at ${command.cwd}`,
    );
  }
  return { articles, site, run: String(run), kind, pages: countPages(command.pagesDir), wallMs, cpuMs, peakKb };
}

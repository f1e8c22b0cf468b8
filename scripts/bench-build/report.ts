/** The printed table: one row per build, the medians of several runs, and how the time grows with N. */
import os from 'node:os';
import path from 'node:path';
import { median } from '../bench/stats';
import type { BuildKind, Row, SiteName } from './row';

const COLUMNS = ['N articles', 'site', 'run', 'cold/warm', 'pages', 'wall s', 'cpu s', 'peak MB', 'pages/s'];
const COLUMN_WIDTHS = [10, 5, 6, 9, 6, 7, 6, 7, 7];

function formatLine(cells: string[]): string {
  return cells.map((cell, column) => cell.padStart(COLUMN_WIDTHS[column] ?? 0)).join(' | ');
}

export function headerLine(): string {
  return formatLine(COLUMNS);
}

/** /proc counts in KiB; "MB" in the table is MiB, as `top` and most tools show it. */
export function mebibytes(kb: number): string {
  return (kb / 1024).toFixed(0);
}

export function formatRow(row: Row): string {
  const seconds = row.wallMs / 1000;
  return formatLine([
    String(row.articles),
    row.site,
    row.run,
    row.kind,
    String(Math.round(row.pages)),
    seconds.toFixed(1),
    (row.cpuMs / 1000).toFixed(1),
    mebibytes(row.peakKb),
    (row.pages / seconds).toFixed(1),
  ]);
}

/** The median of each figure over one site's builds of one kind; none when there were none. */
export function medianRow(rows: Row[], site: SiteName, kind: BuildKind): Row | undefined {
  const chosen = rows.filter((row) => row.site === site && row.kind === kind);
  const first = chosen[0];
  if (!first) return undefined;
  return {
    articles: first.articles,
    site,
    run: 'median',
    kind,
    pages: median(chosen.map((row) => row.pages)),
    wallMs: median(chosen.map((row) => row.wallMs)),
    cpuMs: median(chosen.map((row) => row.cpuMs)),
    peakKb: median(chosen.map((row) => row.peakKb)),
  };
}

/** How our cold build time grows with N, against the first N given. */
export function scalingLines(coldMedians: Row[]): string[] {
  const [base, ...others] = coldMedians;
  if (!base) return [];
  return others.map((row) => {
    const timeRatio = (row.wallMs / base.wallMs).toFixed(1);
    const articleRatio = (row.articles / base.articles).toFixed(1);
    const perArticle =
      row.articles === base.articles
        ? ''
        : `, ${((row.wallMs - base.wallMs) / (row.articles - base.articles)).toFixed(1)} ms per added article`;
    return `${row.articles} vs ${base.articles}: ${timeRatio}× the time for ${articleRatio}× the articles${perArticle}`;
  });
}

function shellQuote(argument: string): string {
  return /^[\w./=:-]+$/.test(argument) ? argument : `'${argument.replace(/'/g, `'\\''`)}'`;
}

/** The command as it was typed, as far as the process can tell: `npm run`, `npx tsx` or `tsx`. */
export function commandLine(): string {
  const args = process.argv.slice(2).map(shellQuote).join(' ');
  const npmScript = process.env.npm_lifecycle_event;
  // npm 7–10 says `run-script`, npm 11 `run`.
  if (['run', 'run-script'].includes(process.env.npm_command ?? '') && npmScript)
    return `npm run ${npmScript} -- ${args}`;
  const script = path.relative(process.cwd(), process.argv[1] ?? 'scripts/bench-build.ts');
  return `${process.env.npm_command === 'exec' ? 'npx ' : ''}tsx ${script} ${args}`;
}

/** The 1-minute load average now: other work on a shared machine moves every figure, so the report says how much there was. */
export function loadNow(): number {
  return os.loadavg()[0] ?? 0;
}

export function machineLine(loadAtStart: number): string {
  const cores = os.cpus().length;
  const load = `load average ${loadAtStart.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end`;
  return `machine: ${cores} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${load}`;
}

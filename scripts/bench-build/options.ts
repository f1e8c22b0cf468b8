/** The command line: the article counts and the options, with the usage line printed on a mistake. */
import { parseArgs } from 'node:util';
import { ASTRO_PACKAGES, ASTRO_INSTALL_DIR } from './astroInstall';
import { fail } from './say';

export const USAGE = [
  'usage: npm run bench:build -- N [N2 ...] [--compare astro] [--runs R] [--warm] [--keep]',
  `  --compare astro  builds the same N articles with Astro too, alternating with ours (--runs 3 unless`,
  `                   given), and exits 1 unless ours takes at most half of Astro's time and under 1 GB;`,
  `                   ${ASTRO_PACKAGES.join(' and ')} are installed on first use into`,
  `                   ${ASTRO_INSTALL_DIR}/ (reused later; not a dependency of the site)`,
].join('\n');

export interface Options {
  counts: number[];
  runs: number;
  warm: boolean;
  keep: boolean;
  /** Build the same articles with Astro, alternating with ours, and check the targets. */
  compareAstro: boolean;
}

/** The runs of each N when none are asked for: one is enough to look, a comparison takes medians of 3. */
const DEFAULT_RUNS = { plain: 1, compared: 3 };

function positiveInteger(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    fail(`${name} must be a whole number of at least 1, not "${text}"\n${USAGE}`);
  return value;
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        runs: { type: 'string' },
        warm: { type: 'boolean', default: false },
        keep: { type: 'boolean', default: false },
        compare: { type: 'string' },
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

export function readOptions(args: string[]): Options {
  const { values, positionals } = parse(args);
  if (positionals.length === 0) fail(USAGE);
  if (values.compare !== undefined && values.compare !== 'astro')
    fail(`--compare knows one site, astro, not "${values.compare}"\n${USAGE}`);
  const compareAstro = values.compare === 'astro';
  const runs = values.runs ?? String(compareAstro ? DEFAULT_RUNS.compared : DEFAULT_RUNS.plain);
  return {
    counts: positionals.map((text) => positiveInteger(text, 'N')),
    runs: positiveInteger(runs, '--runs'),
    warm: values.warm,
    keep: values.keep,
    compareAstro,
  };
}

/**
 * The targets of the comparison with Astro (issue 21): for the same articles, our cold build takes
 * at most half of Astro's time, medians against medians of builds that took turns, and its peak
 * memory stays under 1 GB in every run (a build machine must hold the highest, not the typical).
 * 1 GB is taken as the issue writes it, 10⁹ bytes (954 MiB), the stricter of the two readings.
 */
import { median } from '../bench/stats';
import { mebibytes } from './report';
import type { Row } from './row';

const MAX_RATIO = 0.5;
/** 10⁹ bytes, in the KiB that /proc counts in. */
const MAX_PEAK_KB = 1e9 / 1024;

export interface Verdict {
  lines: string[];
  met: boolean;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function metOrMissed(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

/** `ours` are our cold builds of one N, `astro` Astro's builds of the same N. */
export function compareWithAstro(ours: Row[], astro: Row[]): Verdict {
  const articles = ours[0]?.articles ?? astro[0]?.articles;
  const ourMs = median(ours.map((row) => row.wallMs));
  const astroMs = median(astro.map((row) => row.wallMs));
  const ratio = ourMs / astroMs;
  const cpuRatio = median(ours.map((row) => row.cpuMs)) / median(astro.map((row) => row.cpuMs));
  const peakKb = Math.max(...ours.map((row) => row.peakKb));
  const ratioMet = ratio <= MAX_RATIO;
  const memoryMet = peakKb < MAX_PEAK_KB;
  const runs = ours.length > 1 ? `medians of ${ours.length}` : 'one run each';
  return {
    met: ratioMet && memoryMet,
    lines: [
      `${articles} articles: ours ${seconds(ourMs)}, Astro ${seconds(astroMs)} (${runs}): ` +
        `ours/Astro ${ratio.toFixed(2)}, target ≤ ${MAX_RATIO}: ${metOrMissed(ratioMet)} ` +
        `(processor time ${cpuRatio.toFixed(2)}, a check on a busy machine's noise)`,
      `${articles} articles: our peak memory ${mebibytes(peakKb)} MB at most ` +
        `(median ${mebibytes(median(ours.map((row) => row.peakKb)))} MB; Astro's ${mebibytes(Math.max(...astro.map((row) => row.peakKb)))} MB at most), ` +
        `target < ${mebibytes(MAX_PEAK_KB)} MB (1 GB, 10⁹ bytes): ${metOrMissed(memoryMet)}`,
    ],
  };
}

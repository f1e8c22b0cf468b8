/** One measured build, as the table prints it. */
import type { SearchFigures } from './searchTiming';

/** Whose build: this project's, or the Astro site built from the same articles for comparison. */
export type SiteName = 'ours' | 'astro';

/** Cold: nothing reused from an earlier build. Warm: ours again after a one-sentence edit. */
export type BuildKind = 'cold' | 'warm';

export interface Row {
  articles: number;
  site: SiteName;
  /** The run's number, or `median`. */
  run: string;
  kind: BuildKind;
  pages: number;
  wallMs: number;
  /**
   * Processor time of the build and the processes it waited for: on a shared machine it varies far
   * less than the wall time, so it tells a slow run on a busy machine from a slower build.
   */
  cpuMs: number;
  peakKb: number;
  /** Ours, cold, when the site has a search page: the index's share and the queries' times (searchTiming.ts). */
  search?: SearchFigures;
}

/** A practice area as every list of services shows it. */
import type { Lang } from '../../lib/languages';

export interface ServiceSummary {
  /** Set when the page is in another language than the list's (a practice area not yet translated). */
  lang?: Lang;
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  formValue: string;
}

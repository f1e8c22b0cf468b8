/** A practice area as every list of services shows it. */
export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  formValue: string;
}

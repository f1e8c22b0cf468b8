/** Search engines cut titles after about 60 characters and show descriptions of 50 to 160: warnings, not errors. */
import type { ContentProblem } from './contentProblem';
import type { RoutableEntry } from './contentTypes';

export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

export function checkSearchLengths(entries: RoutableEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of entries) {
    const warn = (field: string, message: string) =>
      problems.push({ file: entry.file, field, severity: 'warning', message });
    const { title, description } = entry.frontmatter;
    if (title.length > TITLE_MAX) {
      warn('title', `is ${title.length} characters long: search engines cut it after ${TITLE_MAX}; shorten it`);
    }
    const change =
      description.length < DESCRIPTION_MIN ? 'lengthen' : description.length > DESCRIPTION_MAX ? 'shorten' : '';
    if (change) {
      const shown = `search engines show ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}; ${change} it`;
      warn('description', `is ${description.length} characters long: ${shown}`);
    }
  }
  return problems;
}

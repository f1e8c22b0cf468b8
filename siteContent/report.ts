/** The checker's printed report, shared by `npm run check:content` and the dev server. */
import { formatProblem, type ContentProblem } from './contentProblem';

export interface Report {
  lines: string[];
  summary: string;
  errors: number;
}

export function summarise(problems: ContentProblem[], name: string): Report {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  const summary =
    errors > 0
      ? `${name}: ${counts}: fix the errors before the site can be built (CONTENT.md explains each message).`
      : `${name}: ${counts}: the content is ready.`;
  return { lines: problems.map(formatProblem), summary, errors };
}

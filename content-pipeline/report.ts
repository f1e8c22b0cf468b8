/** The checker's printed report, shared by `npm run check:content` and the dev server. */
import { formatProblem, type ContentProblem } from './contentProblem';

export interface Report {
  lines: string[];
  summary: string;
  errors: number;
}

/** `placeholderCount`: how many examples remain, mentioned so "ready" never hides them. */
export function summarise(problems: ContentProblem[], name: string, placeholderCount = 0): Report {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  const summary =
    errors > 0
      ? `${name}: ${counts}: fix the errors before the site can be built (CONTENT.md explains each message).`
      : placeholderCount > 0
        ? `${name}: ${counts}: the content is valid, but ${placeholderCount} placeholder${placeholderCount === 1 ? '' : 's'} ` +
          'must be replaced before launch (npm run check:launch lists them).'
        : `${name}: ${counts}: the content is ready.`;
  return { lines: problems.map(formatProblem), summary, errors };
}

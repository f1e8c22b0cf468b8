/** A mistake found in a content file, worded for an editor who does not read code. */
export interface ContentProblem {
  file: string;
  line?: number;
  field?: string;
  message: string;
  severity: 'error' | 'warning';
}

export function formatProblem(problem: ContentProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const field = problem.field ? ` '${problem.field}'` : '';
  const prefix = problem.severity === 'warning' ? ' warning:' : '';
  return `${where}:${prefix}${field} ${problem.message}`;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix:\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** The checker's printed report, for `npm run check:content`, the build and the dev server. */
export type Report = ReturnType<typeof summarise>;

/** `placeholderCount`: how many examples remain, mentioned so "ready" never hides them. */
export function summarise(problems: ContentProblem[], name: string, placeholderCount = 0) {
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

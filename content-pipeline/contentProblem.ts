/** A mistake found in a content file, worded for an editor who does not read code. */
export interface ContentProblem {
  /** Path relative to the project, e.g. `content/services/family-law.mdx`. */
  file: string;
  /** 1-based line in the file, when it is known. */
  line?: number;
  /** The frontmatter field concerned, e.g. `slug`. */
  field?: string;
  /** What is wrong and how to fix it. */
  message: string;
  severity: 'error' | 'warning';
}

export function formatProblem(problem: ContentProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const field = problem.field ? ` '${problem.field}'` : '';
  const prefix = problem.severity === 'warning' ? ' warning:' : '';
  return `${where}:${prefix}${field} ${problem.message}`;
}

/** Thrown when content has errors: the build stops and prints every line. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix:\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** The pull request's verdict for an editor, in Markdown, with the checker's lines from the build's output. */
import type { ContentProblem } from '../../content-pipeline/contentProblem';
import type { PageChanges } from './changedPages';
import { plural } from '../../server/words';

/** Hidden: how CI finds its own comment to update it. */
export const COMMENT_MARKER = '<!-- preview:changes -->';

type Problem = Omit<ContentProblem, 'line'>;

/** The checker's lines in a build's output (`file[:line]:[ warning:][ 'field'] message`). */
export function problemsInLog(log: string): Problem[] {
  const problemLine = /^\s*([\w./-]+\.[a-z]+)(?::\d+)?:( warning:)?(?: '([^']+)')? (.+)$/;
  const lines = new Set(log.split('\n'));
  return [...lines].flatMap((line) => {
    const match = problemLine.exec(line);
    if (!match) return [];
    const [, file = '', warning, field, message = ''] = match;
    return [{ file, field, message, severity: warning ? 'warning' : 'error' } satisfies Problem];
  });
}

export interface Verdict {
  built: boolean;
  problems: Problem[];
  /** The base's own warnings: those the branch keeps are counted apart, not listed as its own. */
  baseProblems?: Problem[];
  /** Undefined when the branch did not build. */
  changes?: PageChanges & { reasons: Map<string, string> };
  previewLink: string;
}

/** Text from content rendered as text by GitHub: on one line, every ASCII punctuation escaped (no link, picture, HTML, `<!--`). */
export const asText = (value: string) => value.replace(/\s+/g, ' ').replace(/[!-/:-@[-`{-~]/g, (mark) => `\\${mark}`);

function headline({ built, problems }: Verdict): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  if (errors > 0) return `❌ **${plural(errors, 'error')} to fix** before this can be merged.`;
  if (!built) return '❌ **The site does not build**: the check’s log says why (a developer can help).';
  return '✅ **Ready to merge**: the content check found no error.';
}

export function commentMarkdown(verdict: Verdict): string {
  const problemLine = ({ file, field, message }: Problem) =>
    `- ${asText(file)}${field ? ` (${asText(field)})` : ''}: ${asText(message)}`;
  const section = (title: string, lines: string[], count = lines.length) =>
    lines.length === 0 ? [] : ['', `### ${title} (${count})`, '', ...lines];
  const { changes } = verdict;
  const listed = (page: string) => `- ${asText(page)}`;
  // Pages changed for the same reason share a line (a menu changes every page), fewest first.
  const byReason = new Map<string, string[]>();
  for (const page of changes?.changed ?? []) {
    const reason = changes?.reasons.get(page) ?? 'changed';
    byReason.set(reason, [...(byReason.get(reason) ?? []), page]);
  }
  const changedLines = [...byReason]
    .sort(([, a], [, b]) => a.length - b.length)
    .map(([reason, pages]) => `- ${pages.map(asText).join(', ')}: ${asText(reason)}`);
  const shown = changes ? changes.changed.length + changes.added.length + changes.removed.length : 0;
  return [
    COMMENT_MARKER,
    headline(verdict),
    ...section('Errors', verdict.problems.filter((problem) => problem.severity === 'error').map(problemLine)),
    ...warningSections(verdict, problemLine),
    ...(changes
      ? [
          ...section('Changed pages', changedLines, changes.changed.length),
          ...section('New pages', changes.added.map(listed)),
          ...section('Gone pages', changes.removed.map(listed)),
          '',
          shown === 0
            ? 'No page looks different: the change shows nowhere on the site.'
            : `Before and after, side by side at 375 and 1280 px with each change boxed in red: [the preview](${verdict.previewLink}).`,
        ]
      : ['', 'The changed pages are shown once the site builds.']),
  ].join('\n');
}

function warningSections(verdict: Verdict, line: (problem: Problem) => string): string[] {
  const onBase = new Set((verdict.baseProblems ?? []).map(line));
  const warnings = verdict.problems.filter((problem) => problem.severity === 'warning').map(line);
  const caused = warnings.filter((warning) => !onBase.has(warning));
  const kept = warnings.length - caused.length;
  const title = verdict.baseProblems ? 'Warnings this change caused' : 'Warnings';
  return [
    ...(caused.length ? ['', `### ${title} (${caused.length})`, '', ...caused] : []),
    ...(kept
      ? [
          '',
          `${plural(kept, 'warning')} ${kept === 1 ? 'was' : 'were'} there before this change: the check’s log lists them.`,
        ]
      : []),
  ];
}

/** The headline once a later step of the run failed: the verdict is never "ready" while a step fails. */
export function withFailedStep(markdown: string, step: string): string {
  const [marker, , ...rest] = markdown.split('\n');
  return [marker, `❌ **${step} failed**: the check’s log says what to fix (a developer can help).`, ...rest].join(
    '\n',
  );
}

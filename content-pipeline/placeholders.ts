/** What in `content/` is still an example rather than the firm's facts, for `npm run check:launch`. */
import type { LaunchItem } from '../lib/launchItem';
import type { SourceFile } from './contentTypes';
import { FRENCH_FOLDER, TRANSLATION_CONFIRMED_FIELD } from './contentFolders';

const EXAMPLE_ADDRESS =
  /[\w.+-]*@example\.(?:com|org|net)\b|https?:\/\/(?:[\w-]+\.)*example\.(?:com|org|net)\b[^\s"'<>)]*/gi;

/** North American numbers 555-0100 to 555-0199 are reserved for fiction, written or dialled. */
const FICTIONAL_PHONE = /\b555[-.\s]?01\d\d\b|\+?1?\d{3}55501\d\d\b/g;

export function findPlaceholders(files: SourceFile[]): LaunchItem[] {
  return files.flatMap((source) => {
    const items = [...markedValues(source), ...notes(source), ...unconfirmedTranslation(source)];
    return [...items, ...unmarkedExamples(source, markedLines(source))].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  });
}

function markedValues(source: SourceFile): LaunchItem[] {
  return source.parsed.placeholders.map(({ line, field, value }) => ({
    file: source.file,
    line,
    message: `${field} is a placeholder (${value}): replace it with the real value, then delete "!placeholder"`,
  }));
}

function markedLines(source: SourceFile): Set<number> {
  const lines = new Set<number>();
  for (const { line, endLine } of source.parsed.placeholders) for (let at = line; at <= endLine; at += 1) lines.add(at);
  return lines;
}

function notes(source: SourceFile): LaunchItem[] {
  const data = source.parsed.data as { placeholders?: unknown } | undefined;
  const list = Array.isArray(data?.placeholders) ? data.placeholders : [];
  return list
    .filter((note): note is string => typeof note === 'string')
    .map((note, index) => ({
      file: source.file,
      line: source.parsed.lineOf(`placeholders[${index}]`),
      message: `placeholder text: ${note}; then delete this line from "placeholders"`,
    }));
}

/** A translation is a draft until a lawyer competent in French confirms it. */
function unconfirmedTranslation(source: SourceFile): LaunchItem[] {
  if (!source.file.startsWith(`content/${FRENCH_FOLDER}/`) || !source.file.endsWith('.mdx')) return [];
  const data = source.parsed.data as Record<string, unknown> | undefined;
  if (data?.[TRANSLATION_CONFIRMED_FIELD] === true) return [];
  return [
    {
      file: source.file,
      line: source.parsed.lineOf(TRANSLATION_CONFIRMED_FIELD) ?? 1,
      message: `draft translation, not yet confirmed: once a lawyer competent in French has checked that it says exactly what the English file says, write ${TRANSLATION_CONFIRMED_FIELD}: true (a checkbox in the visual editor)`,
    },
  ];
}

/** Example addresses and fictional numbers nobody marked. */
function unmarkedExamples(source: SourceFile, reportedLines: Set<number>): LaunchItem[] {
  return source.text.split('\n').flatMap((text, index) => {
    const line = index + 1;
    if (reportedLines.has(line)) return [];
    const examples = [...(text.match(EXAMPLE_ADDRESS) ?? []), ...(text.match(FICTIONAL_PHONE) ?? [])];
    if (examples.length === 0) return [];
    const found = examples.map((example) => `"${example}"`).join(', ');
    return [
      {
        file: source.file,
        line,
        message: `${found} can only be an example (reserved for fiction): write the firm's real address or number`,
      },
    ];
  });
}

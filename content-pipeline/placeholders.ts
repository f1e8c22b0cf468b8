/** What in `content/` is still an example rather than the firm's facts, for `npm run check:launch`. */
import type { LaunchItem } from '../lib/launchItem';
import type { SourceFile } from './contentTypes';
import { LANGUAGE_RECORDS, languageOfFolder } from '../lib/languages';
import { TRANSLATION_CONFIRMED_FIELD } from './contentFolders';
import { fieldLabel } from './fieldLabels';

const EXAMPLE_ADDRESS =
  /[\w.+-]*@example\.(?:com|org|net)\b|https?:\/\/(?:[\w-]+\.)*example\.(?:com|org|net)\b[^\s"'<>)]*/gi;

/** North American numbers 555-0100 to 555-0199 are reserved for fiction, written or dialled. */
const FICTIONAL_PHONE = /\b555[-.\s]?01\d\d\b|\+?1?\d{3}55501\d\d\b/g;

export function findPlaceholders(files: SourceFile[]): LaunchItem[] {
  return files.flatMap((source) => {
    const examples = exampleFields(source);
    const items = [...examples.items, ...notes(source), ...unconfirmedTranslation(source)];
    return [...items, ...unmarkedExamples(source, examples.lines)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  });
}

/** The list of example values a file keeps; not themselves examples to replace. */
const EXAMPLES_FIELD = 'examples';

/** Each field still holding one of the file's listed example values, named by its label; a listed value no field holds. */
function exampleFields(source: SourceFile): { items: LaunchItem[]; lines: Set<number> } {
  const data = source.parsed.data as Record<string, unknown> | undefined;
  const listed = Array.isArray(data?.[EXAMPLES_FIELD]) ? data[EXAMPLES_FIELD].map(String) : [];
  const held = valuesIn({ ...data, [EXAMPLES_FIELD]: undefined }, []).filter(({ value }) => listed.includes(value));
  const items = held.map(({ path, value }) => ({
    file: source.file,
    message: `“${path.map((part) => (typeof part === 'number' ? part + 1 : fieldLabel(part))).join(' › ')}” is still the example “${value}”: write the firm's real value`,
  }));
  const unused = listed.filter((value) => !held.some((field) => field.value === value));
  const stale = unused.map((value) => ({
    file: source.file,
    message: `“${fieldLabel(EXAMPLES_FIELD)}” lists “${value}”, which no field holds any more: delete it from the list`,
  }));
  const paths = [...held.map(({ path }) => path), ...listed.map((_, index) => [EXAMPLES_FIELD, index])];
  const lines = paths.map((path) => source.parsed.lineOf(path.join('.').replace(/\.(\d+)/g, '[$1]')));
  return { items: [...items, ...stale], lines: new Set(lines.filter((line) => line !== undefined)) };
}

/** Every text, number or flag in a file's data, with its path. */
function valuesIn(value: unknown, path: (string | number)[]): { path: (string | number)[]; value: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => valuesIn(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => valuesIn(item, [...path, name]));
  return value === undefined || value === null ? [] : [{ path, value: String(value) }];
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

/** A translation is a draft until a lawyer competent in its language confirms it. */
function unconfirmedTranslation(source: SourceFile): LaunchItem[] {
  const lang = languageOfFolder(source.file.split('/')[1]!);
  if (!lang || !source.file.endsWith('.mdx')) return [];
  const data = source.parsed.data as Record<string, unknown> | undefined;
  if (data?.[TRANSLATION_CONFIRMED_FIELD] === true) return [];
  const line = source.parsed.lineOf(TRANSLATION_CONFIRMED_FIELD) ?? 1;
  const message = `draft translation, not yet confirmed: once a lawyer competent in ${LANGUAGE_RECORDS[lang].nameInEnglish} has checked that it says exactly what the English file says, write ${TRANSLATION_CONFIRMED_FIELD}: true (a checkbox in the visual editor)`;
  return [{ file: source.file, line, message }];
}

/** Example addresses and fictional numbers nobody listed. */
function unmarkedExamples(source: SourceFile, reportedLines: Set<number>): LaunchItem[] {
  return source.text.split('\n').flatMap((text, index) => {
    const line = index + 1;
    if (reportedLines.has(line)) return [];
    const examples = [...(text.match(EXAMPLE_ADDRESS) ?? []), ...(text.match(FICTIONAL_PHONE) ?? [])];
    if (examples.length === 0) return [];
    const found = examples.map((example) => `"${example}"`).join(', ');
    const message = `${found} can only be an example (reserved for fiction): write the firm's real address or number`;
    return [{ file: source.file, line, message }];
  });
}

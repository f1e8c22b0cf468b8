/** Frontmatter parsed with the `yaml` package so every field keeps its line: problems say `family-law.mdx:3`. */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';

export interface ParsedYaml {
  data: unknown;
  error?: { line: number; message: string };
  /** The file line of a field path such as `navigation[0].href`, or of its nearest parent. */
  lineOf(fieldPath: string): number | undefined;
  /** A value as written, e.g. `+14165550777` where the data holds a number. */
  sourceOf?(fieldPath: string): string | undefined;
}

/** Between a first line `---` and the next `---`, YAML only: `---js` (code to some readers) is named as `language`, never read. */
export function splitFrontmatter(text: string): {
  yaml: string;
  firstLine: number;
  language?: string;
  unclosed?: true;
} {
  const opening = /^---([^\n]*)(?:\n|$)/.exec(text);
  // `----` and longer open no frontmatter: it is a rule of the body.
  if (!opening || opening[1]?.startsWith('-')) return { yaml: '', firstLine: 2 };
  const language = opening[1]?.trim();
  if (language) return { yaml: '', firstLine: 2, language };
  const rest = text.slice(opening[0].length);
  const closing = /^---[ \t]*$/m.exec(rest);
  return closing ? { yaml: rest.slice(0, closing.index), firstLine: 2 } : { yaml: rest, firstLine: 2, unclosed: true };
}

export function parseYaml(yamlText: string, firstLine: number): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter });
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const walk = (fieldPath: string) => walkPath(doc.contents, splitFieldPath(fieldPath), toFileLine);
  const lineOf = (fieldPath: string) => walk(fieldPath).line;
  const [first] = doc.errors;
  if (first) {
    const mistake = findMistake(doc.errors, yamlText);
    const line = mistake.line + firstLine - 1;
    const error = { line, message: describeYamlError(mistake.code, first.message) };
    return { data: undefined, error, lineOf };
  }
  const sourceOf = (fieldPath: string) => {
    const { node } = walk(fieldPath);
    return isScalar(node) && node.range ? yamlText.slice(node.range[0], node.range[1]) : undefined;
  };
  try {
    return { data: doc.toJS() as unknown, lineOf, sourceOf };
  } catch (error) {
    // The yaml package refuses an alias repeated past its limit: a file that would take the memory.
    const reason = error instanceof Error ? error.message : String(error);
    const message = `could not be read (${reason}): write each value out rather than repeat it with & and *`;
    return { data: undefined, error: { line: firstLine, message }, lineOf };
  }
}

type FieldPath = (string | number)[];

/** The line to change, not always where the parser noticed: an over-indented line, an unclosed quote. */
function findMistake(errors: Document['errors'], yamlText: string): { line: number; code: string } {
  const [first, second] = errors;
  const code = first?.code ?? '';
  const reported = first?.linePos?.[0]?.line ?? 1;
  // "key: value" then a deeper line: the parser fails on the key above; the deeper line is the mistake.
  const continued = second?.code === 'MULTILINE_IMPLICIT_KEY' && second.pos[0] === first?.pos[0];
  const end = second?.linePos?.[1]?.line;
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && continued && end && end > reported) {
    return { line: end, code: 'OVER_INDENTED' };
  }
  if (code === 'MISSING_CHAR') {
    const quote = /closing (["'])quote/.exec(first?.message ?? '')?.[1];
    if (quote) return { line: lineOfUnclosedQuote(yamlText, quote, reported) ?? reported, code: 'UNCLOSED_QUOTE' };
  }
  return { line: reported, code };
}

/** The first line, up to the reported one, whose value opens a quote it does not close. */
function lineOfUnclosedQuote(yamlText: string, quote: string, reportedLine: number): number | undefined {
  const lines = yamlText.split('\n');
  for (let index = 0; index < Math.min(lines.length, reportedLine); index += 1) {
    const value = /^\s*(?:- )?(?:[\w-]+:\s*)?(["'])(.*)$/.exec(lines[index] ?? '');
    if (value && value[1] === quote && !(value[2] ?? '').trimEnd().endsWith(quote)) return index + 1;
  }
  return undefined;
}

/** `navigation[0].href` → ['navigation', 0, 'href']. */
function splitFieldPath(fieldPath: string): FieldPath {
  return fieldPath
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The value at a field path, and the line of the deepest key found. */
function walkPath(root: YamlNode | null, parts: FieldPath, toFileLine: (offset: number) => number) {
  let node: unknown = root;
  let line: number | undefined;
  for (const part of parts) {
    const pair = isMap(node) ? node.items.find((item) => isScalar(item.key) && item.key.value === part) : undefined;
    const item: unknown = isSeq(node) && typeof part === 'number' ? node.items[part] : undefined;
    if (!pair && !item) return { node: undefined, line };
    const start = ((pair?.key ?? item) as YamlNode).range?.[0];
    if (start !== undefined) line = toFileLine(start);
    node = pair ? pair.value : item;
  }
  return { node, line };
}

/** The yaml package's codes, turned into the likely mistake and its fix. */
function describeYamlError(code: string, rawMessage: string): string {
  const reason = (rawMessage.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  const fix =
    {
      DUPLICATE_KEY: 'a field is written twice: keep only one of them',
      BLOCK_AS_IMPLICIT_KEY:
        'a value contains ": " or a line is indented too far: put the value in quotes or line it up',
      MULTILINE_IMPLICIT_KEY: 'a line is indented too far: line it up with the fields above',
      OVER_INDENTED: 'this line is indented further than the field above it: line it up with the fields around it',
      MISSING_CHAR: 'a quote or bracket is not closed: add the closing " or ]',
      UNCLOSED_QUOTE: 'a quote opened on this line is not closed: add the closing quote at the end of the value',
      BAD_INDENT:
        'a "[" list is not closed with "]", or a line is indented wrongly: close the list or fix the indentation',
    }[code] ?? 'check the quotes, colons and indentation of this line';
  return `is not valid YAML (${reason}): ${fix}`;
}

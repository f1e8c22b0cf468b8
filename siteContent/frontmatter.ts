/**
 * Splits an MDX file into its YAML frontmatter and body, and parses YAML with the `yaml`
 * package so that every field keeps its line: problems can then say `family-law.mdx:3`.
 */
import matter from 'gray-matter';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';

export interface ParsedYaml {
  /** The parsed value, or undefined when the YAML is malformed. */
  data: unknown;
  /** The first syntax error, with its line in the file. */
  error?: { line: number; message: string };
  /** The file line of a field path such as `navigation[0].href`, or of its nearest parent. */
  lineOf(fieldPath: string): number | undefined;
  /** A value as it is written in the file, e.g. `+14165550777` where the data holds a number. */
  sourceOf?(fieldPath: string): string | undefined;
}

/**
 * gray-matter only splits here (the YAML is parsed below); the frontmatter starts on the
 * line after the opening `---`, so its lines are shifted by one in the file.
 */
export function splitFrontmatter(text: string): { yaml: string; firstLine: number } {
  // Options (even empty) turn off gray-matter's cache, which would return a stale result.
  const file = matter(text, { engines: { yaml: () => ({}) } });
  return { yaml: file.matter.replace(/^\r?\n/, ''), firstLine: 2 };
}

/** Parses YAML whose first line is line `firstLine` of the file. */
export function parseYaml(yamlText: string, firstLine: number): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter });
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const lineOf = (fieldPath: string) => findLine(doc.contents, splitFieldPath(fieldPath), toFileLine);
  const [first] = doc.errors;
  if (first) {
    const mistake = findMistake(doc.errors, yamlText);
    const line = mistake.line + firstLine - 1;
    return { data: undefined, error: { line, message: describeYamlError(mistake.code, first.message) }, lineOf };
  }
  const sourceOf = (fieldPath: string) => findSource(doc.contents, splitFieldPath(fieldPath), yamlText);
  return { data: doc.toJS() as unknown, lineOf, sourceOf };
}

type YamlError = Document['errors'][number];

/**
 * The line an editor must change, which is not always where the parser noticed the problem:
 * a line indented too far is seen as the end of the line above, and an unclosed quote only at
 * the end of the text. Lines here count from 1 within the YAML.
 */
function findMistake(errors: YamlError[], yamlText: string): { line: number; code: string } {
  const [first, second] = errors;
  const code = first?.code ?? '';
  const reported = first?.linePos?.[0]?.line ?? 1;
  // "key: value" followed by a line indented deeper: the parser takes that line as the end of
  // the value above, and fails on the key where it started; the deeper line is the mistake.
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
function splitFieldPath(fieldPath: string): (string | number)[] {
  return fieldPath
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Walks the YAML tree along the path, remembering the line of the deepest key found. */
function findLine(
  root: YamlNode | null,
  parts: (string | number)[],
  toFileLine: (offset: number) => number,
): number | undefined {
  let node: unknown = root;
  let line: number | undefined;
  for (const part of parts) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === part);
      if (!pair) break;
      if (isScalar(pair.key) && pair.key.range) line = toFileLine(pair.key.range[0]);
      node = pair.value;
    } else if (isSeq(node) && typeof part === 'number') {
      const item: unknown = node.items[part];
      if (!item) break;
      const range = (item as YamlNode).range;
      if (range) line = toFileLine(range[0]);
      node = item;
    } else break;
  }
  return line;
}

/** The text of the value at a field path, as written (for fixes that must keep what was typed). */
function findSource(root: YamlNode | null, parts: (string | number)[], yamlText: string): string | undefined {
  let node: unknown = root;
  for (const part of parts) {
    if (isMap(node)) node = node.items.find((item) => isScalar(item.key) && item.key.value === part)?.value;
    else if (isSeq(node) && typeof part === 'number') node = node.items[part];
    else return undefined;
  }
  const range = isScalar(node) ? node.range : undefined;
  return range ? yamlText.slice(range[0], range[1]) : undefined;
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

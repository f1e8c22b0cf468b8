/**
 * Splits an MDX file into its YAML frontmatter and body, and parses YAML with the `yaml`
 * package so that every field keeps its line: problems can then say `family-law.mdx:3`.
 */
import matter from 'gray-matter';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';

export interface ParsedYaml {
  /** The parsed value, or undefined when the YAML is malformed. */
  data: unknown;
  /** The first syntax error, with its line in the file. */
  error?: { line: number; message: string };
  /** The file line of a field path such as `navigation[0].href`, or of its nearest parent. */
  lineOf(fieldPath: string): number | undefined;
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
    const line = (first.linePos?.[0]?.line ?? 1) + firstLine - 1;
    return { data: undefined, error: { line, message: describeYamlError(first.code, first.message) }, lineOf };
  }
  return { data: doc.toJS() as unknown, lineOf };
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

/** The yaml package's codes, turned into the likely mistake and its fix. */
function describeYamlError(code: string, rawMessage: string): string {
  const reason = (rawMessage.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  const fix =
    {
      DUPLICATE_KEY: 'a field is written twice: keep only one of them',
      BLOCK_AS_IMPLICIT_KEY:
        'a value contains ": " or a line is indented too far: put the value in quotes or line it up',
      MULTILINE_IMPLICIT_KEY: 'a line is indented too far: line it up with the fields above',
      MISSING_CHAR: 'a quote or bracket is not closed: add the closing " or ]',
      BAD_INDENT:
        'a "[" list is not closed with "]", or a line is indented wrongly: close the list or fix the indentation',
    }[code] ?? 'check the quotes, colons and indentation of this line';
  return `is not valid YAML (${reason}): ${fix}`;
}

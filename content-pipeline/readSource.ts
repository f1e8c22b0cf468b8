/** Reads the files of `content/`, recording each with its text and field lines for the checks. */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './contentProblem';
import type { SourceFile } from './contentTypes';
import { parseYaml, splitFrontmatter, type ParsedYaml } from './frontmatter';
import { normaliseSourceText } from './sourceText';

export interface Reader {
  relative: (file: string) => string;
  problems: ContentProblem[];
  files: SourceFile[];
}

export function readAndParse(fullPath: string, reader: Reader): ParsedYaml | undefined {
  // A link is never followed: it could show any file of the machine (checkStrayFiles.ts names it).
  if (!fs.lstatSync(fullPath).isFile()) return undefined;
  const isMdx = fullPath.endsWith('.mdx');
  const text = normaliseSourceText(fs.readFileSync(fullPath, 'utf8'), isMdx ? 'mdx' : 'yaml');
  const file = reader.relative(fullPath);
  const notUtf8 = text.indexOf('\uFFFD');
  if (notUtf8 >= 0) {
    const line = text.slice(0, notUtf8).split('\n').length;
    reader.problems.push({ file, line, severity: 'error', message: NOT_UTF8 });
  }
  const split = isMdx ? splitFrontmatter(text) : { yaml: text, firstLine: 1 };
  const opening = isMdx ? openingProblem(text, split) : undefined;
  // A page that does not open is recorded unread, so that the links to its slug are not reported too.
  const error = opening && { line: 1, message: opening };
  const parsed = error ? { data: undefined, error, lineOf: () => 1 } : parseYaml(split.yaml, split.firstLine);
  reader.files.push({ file, fullPath, text, parsed });
  if (!parsed.error) return parsed;
  const where = isMdx && !opening ? 'the frontmatter between the two "---" lines ' : '';
  reader.problems.push({
    file,
    line: parsed.error.line,
    severity: 'error',
    message: `${where}${parsed.error.message}`,
  });
  return undefined;
}

const NOT_UTF8 =
  'has a character that is not UTF-8 ("\uFFFD" here): save the file again as UTF-8 (Save As, then Encoding: UTF-8) and check its accents';

/** One message for a page whose fields cannot be found, rather than one per missing field. */
function openingProblem(text: string, { language, unclosed }: { language?: string; unclosed?: true }) {
  if (language !== undefined)
    return `the frontmatter opens with "---${language}": a page's fields are YAML only and never run as code: make the first line "---" alone`;
  if (unclosed) return 'the frontmatter is never closed: add a line "---" after the last field';
  if (/^---(?!-)/.test(text)) return undefined;
  if (/^\s*---(?!-)/.test(text))
    return 'starts with empty lines: the first line of a page must be "---"; remove the lines above it';
  const fix =
    'a page starts with a line "---", its fields (such as title: …) and another line "---": copy the top of another page in this folder';
  return text.trim() === '' ? `is empty: ${fix}` : `has no frontmatter: ${fix}`;
}

/** The pages of a folder: files ending in .mdx, never links (a linked folder gives none). */
export function mdxFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.lstatSync(dir).isDirectory()) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

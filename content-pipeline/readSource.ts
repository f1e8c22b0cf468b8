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
  const isMdx = fullPath.endsWith('.mdx');
  const text = normaliseSourceText(fs.readFileSync(fullPath, 'utf8'), isMdx ? 'mdx' : 'yaml');
  const { yaml, firstLine, language } = isMdx ? splitFrontmatter(text) : { yaml: text, firstLine: 1 };
  const file = reader.relative(fullPath);
  const message = `the frontmatter opens with "---${language}": a page's fields are YAML only and never run as code: make the first line "---" alone`;
  if (language !== undefined) return void reader.problems.push({ file, line: 1, severity: 'error', message });
  const parsed = parseYaml(yaml, firstLine);
  reader.files.push({ file, fullPath, text, parsed });
  if (!parsed.error) return parsed;
  const where = isMdx ? 'the frontmatter between the two "---" lines ' : '';
  reader.problems.push({
    file,
    line: parsed.error.line,
    severity: 'error',
    message: `${where}${parsed.error.message}`,
  });
  return undefined;
}

export function mdxFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .filter((fileName) => fileName.endsWith('.mdx'))
    .map((fileName) => path.join(dir, fileName));
}

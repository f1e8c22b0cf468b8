/** A content file as the checkers read it, from its text, for tests of one check at a time. */
import fs from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../../content-pipeline/contentTypes';
import { parseYaml, splitFrontmatter } from '../../content-pipeline/frontmatter';
import { FIXTURE_CONTENT_DIR } from './fixtureSite';

/** `file` is relative to content/, e.g. `pages/about.mdx`; site.yaml is YAML from its first line. */
export function sourceOf(file: string, text: string): SourceFile {
  const { yaml, firstLine } = file.endsWith('.yaml') ? { yaml: text, firstLine: 1 } : splitFrontmatter(text);
  return { file: `content/${file}`, fullPath: file, text, parsed: parseYaml(yaml, firstLine) };
}

export const fixtureText = (file: string) => fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), 'utf8');

/**
 * A content file as Keystatic can read it (local mode), meaning the same: `!placeholder` markers
 * blanked out (savedFile.ts keeps them on save), and a one-line wrapper component opened onto lines.
 */
import { withoutPlaceholderMarkers } from '../content-pipeline/frontmatter';
import { MDX_COMPONENTS } from '../content-pipeline/mdxComponentRegistry';

/** `---`, the YAML, `---`: the frontmatter as Keystatic splits it. */
export const FRONTMATTER = /^---\r?\n(?:([^]*?)\r?\n)?---\r?\n?/;

const WRAPPERS = Object.entries(MDX_COMPONENTS)
  .filter(([, spec]) => spec.children !== 'none')
  .map(([name]) => name);

const ONE_LINE_WRAPPER = new RegExp(`^[ \\t]*<(${WRAPPERS.join('|')})(\\s[^>]*)?>(.+)</\\1>[ \\t]*$`, 'gm');

export function toEditorView(file: string, text: string): string {
  if (file.endsWith('.yaml')) return withoutPlaceholderMarkers(text);
  if (!file.endsWith('.mdx')) return text;
  const match = FRONTMATTER.exec(text);
  const frontmatter = match ? `---\n${withoutPlaceholderMarkers(match[1] ?? '')}\n---\n` : '';
  const body = text.slice(match ? match[0].length : 0);
  return (
    frontmatter +
    body.replace(ONE_LINE_WRAPPER, (_line, name: string, attributes = '', content: string) => {
      return `<${name}${attributes}>\n\n${content}\n\n</${name}>`;
    })
  );
}

/**
 * A content file as the editor's page reads it (local mode). Two things of our files Keystatic
 * cannot read are put in a form it can, without changing what the file means:
 * - the `!placeholder` markers are blanked out (its YAML reader refuses unknown tags); a save
 *   keeps the markers of the values the editor left alone (savedFile.ts);
 * - a component with content written on one line, `<Card title="…">Text</Card>`, is opened
 *   onto lines of its own, the form Keystatic's MDX reader takes and writes.
 */
import { withoutPlaceholderMarkers } from '../content-pipeline/frontmatter';
import { MDX_COMPONENTS } from '../content-pipeline/mdxComponentRegistry';

/** `---`, the YAML, `---`: the frontmatter as Keystatic splits it. */
export const FRONTMATTER = /^---\r?\n(?:([^]*?)\r?\n)?---\r?\n?/;

const WRAPPERS = Object.entries(MDX_COMPONENTS)
  .filter(([, spec]) => spec.children !== 'none')
  .map(([name]) => name);

/** One line holding a whole wrapper component: its indent, name, attributes and content. */
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

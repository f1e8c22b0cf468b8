/** Files as editors' tools save them (CRLF, BOM, tabs, non-breaking spaces) made into the text they mean; lines keep their numbers. */
import { splitFrontmatter } from './frontmatter';

/** YAML refuses tabs as indentation; the content's convention is two spaces a level. */
const YAML_INDENT = '  ';

/** `kind`: `yaml` for site.yaml, `mdx` for a page (only its frontmatter is YAML). */
export function normaliseSourceText(text: string, kind: 'yaml' | 'mdx'): string {
  const plain = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    // Word processors put U+00A0 between words; YAML and Markdown do not read it as a space
    // ("##\u00A0Heading" is no heading). Where a space must not break, write &nbsp;.
    .replace(/\u00A0/g, ' ');
  return kind === 'yaml' ? indentWithSpaces(plain) : indentFrontmatterWithSpaces(plain);
}

function indentWithSpaces(yaml: string): string {
  return yaml.replace(/^[\t ]*\t[\t ]*/gm, (indent) => indent.replace(/\t/g, YAML_INDENT));
}

/** Only the frontmatter: in the body, a tab is the editor's own (MDX reads it as a space). */
function indentFrontmatterWithSpaces(text: string): string {
  const { yaml, unclosed } = splitFrontmatter(text);
  const start = text.indexOf('\n') + 1;
  return unclosed ? text : text.slice(0, start) + indentWithSpaces(yaml) + text.slice(start + yaml.length);
}

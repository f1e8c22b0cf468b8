/**
 * The editors' reference (docs/editors/reference.md) is written from the component registry and
 * the marketing rules, so what it tells editors and what the checker accepts cannot drift; each
 * field's help is the editor's own, from the schema, in one place.
 */
import fs from 'node:fs';
import type * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { editorReference, REFERENCE_COMMAND, REFERENCE_FILE } from './editorReference';
import { CONTENT_FOLDERS } from '../../content-pipeline/contentFolders';
import { MDX_COMPONENTS } from '../../content-pipeline/mdxComponentRegistry';
import { siteFactsSchema } from '../../content-pipeline/schema';

const written = fs.readFileSync(REFERENCE_FILE, 'utf8');

/** The part of the reference under one `## ` heading. */
function sectionOf(heading: string): string {
  const start = written.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`${REFERENCE_FILE} has no section "${heading}"`);
  const end = written.indexOf('\n## ', start + 1);
  return written.slice(start, end === -1 ? undefined : end);
}

describe(REFERENCE_FILE, () => {
  it('is the one the schema and the registry give', async () => {
    await expect(await editorReference(), `run ${REFERENCE_COMMAND}`).toMatchFileSnapshot(`../../${REFERENCE_FILE}`);
  });

  it('leaves the fields to the editor: every field of every form has its help there, in the schema', () => {
    expect(written).not.toMatch(/^## (Pages|People|Articles) \(content\//m);
    const undescribed = (fields: Record<string, yup.SchemaFieldDescription>, where: string): string[] =>
      Object.entries(fields).flatMap(([name, field]) => {
        const described = field as yup.SchemaDescription & {
          fields?: Record<string, yup.SchemaFieldDescription>;
          innerType?: yup.SchemaDescription & { fields?: Record<string, yup.SchemaFieldDescription> };
        };
        const inner = described.fields ?? described.innerType?.fields;
        return [
          ...(described.meta?.description ? [] : [`${where}${name}`]),
          ...(inner ? undescribed(inner, `${where}${name}.`) : []),
        ];
      });
    for (const schema of [siteFactsSchema, ...Object.values(CONTENT_FOLDERS)]) {
      expect(undescribed(schema.describe().fields, '')).toEqual([]);
    }
  });

  it('shows every component with its example as written in the registry, and each of its values', () => {
    const components = sectionOf('Components');
    for (const [name, spec] of Object.entries(MDX_COMPONENTS)) {
      const entry = components.slice(components.indexOf(`### \`${name}\``)).split('\n### ')[0]!;
      expect(entry, name).toContain(`\`\`\`mdx\n${spec.example}\n\`\`\``);
      for (const prop of Object.keys(spec.props)) expect(entry, `${name} ${prop}`).toMatch(`- \`${prop}`);
    }
  });

  it('has no line an editor must scroll sideways to read', () => {
    expect(written.split('\n').filter((line) => line.length > 100)).toEqual([]);
  });
});

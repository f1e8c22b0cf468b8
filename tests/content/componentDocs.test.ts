/**
 * The editors' reference (docs/editors/reference.md) is written from the schema and the
 * component registry, so what it tells editors and what the checker accepts cannot drift.
 */
import fs from 'node:fs';
import type * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { editorReference, REFERENCE_COMMAND, REFERENCE_FILE } from '../../content-pipeline/editorReference';
import { FILE_KINDS, renderFields } from '../../content-pipeline/fieldDocs';
import { loadContent } from '../../content-pipeline/loadContent';
import { MDX_COMPONENTS } from '../../content-pipeline/mdxComponentRegistry';
import { articleSchema, pageSchema, serviceSchema, siteFactsSchema, teamSchema } from '../../content-pipeline/schema';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';

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
    expect(written, `run ${REFERENCE_COMMAND}`).toBe(await editorReference());
  });

  it('describes every field of every kind of file', () => {
    // A field without a description is rendered as its rule alone: "- `name` (…): required; text. "
    const undocumented = (kind: (typeof FILE_KINDS)[number]) =>
      renderFields(kind)
        .split('\n')
        .filter((line) => /^\s*- `[^`]+` \(“[^”]*” in the editor\): .*\. $/.test(line));
    for (const kind of FILE_KINDS) expect(undocumented(kind), kind.heading).toEqual([]);
  });

  it('calls a field required exactly when the checker refuses a file without it', () => {
    const content = loadContent(FIXTURE_CONTENT_DIR);
    const samples = new Map<yup.AnyObjectSchema, Record<string, unknown>>([
      [siteFactsSchema, content.facts],
      [pageSchema, content.pages[0]!.frontmatter],
      [serviceSchema, content.services[0]!.frontmatter],
      [teamSchema, content.team[0]!.frontmatter],
      [articleSchema, content.articles[0]!.frontmatter],
    ]);
    for (const kind of FILE_KINDS) {
      const sample = samples.get(kind.schema);
      if (!sample) throw new Error(`no fixture file for ${kind.heading}`);
      const section = sectionOf(kind.heading);
      for (const field of Object.keys(kind.schema.fields)) {
        const without = { ...sample };
        delete without[field];
        const refused = !kind.schema.isValidSync(without);
        expect(section, `${kind.heading}: ${field}`).toMatch(
          new RegExp(`\\n- \`${field}\` \\(“[^”]*” in the editor\\): ${refused ? 'required' : 'optional'};`),
        );
      }
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

/**
 * A content file read and written back exactly as the visual editor does: Keystatic's own parse and
 * serialize (its browser build, which the editor runs; the Node build leaves the body's out), with
 * the editor's field definitions. A file in the editor's layout comes back unchanged.
 * Vitest maps `@keystatic/core` to the browser build (vitest.config.ts), so editor/ builds its fields from it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import { makeEditorConfig } from '../../editor/keystaticConfig';

export const KEYSTATIC_BROWSER_BUILD = path.resolve('node_modules/@keystatic/core/dist');

type Fields = Record<string, ComponentSchema>;
type Parse = (schema: ComponentSchema, value: unknown, path: string[]) => unknown;
interface Internals {
  parseProps(schema: ComponentSchema, value: unknown, path: [], slugs: [], parse: Parse, forReader: boolean): unknown;
  serializeProps(
    state: unknown,
    schema: ComponentSchema,
    slugField: string | undefined,
    slug: string | undefined,
    suggestPrefix: boolean,
  ): { value: unknown; extraFiles: { path: string; contents: Uint8Array }[] };
  loadDataFile(data: Uint8Array, format: unknown): { loaded: unknown; extraFakeFile?: { contents: Uint8Array } };
  object(fields: Fields): ComponentSchema;
  dump(value: unknown): string;
}

/** The helpers Keystatic's editor saves with are not exported: found in the chunks its UI module imports them from. */
async function keystaticInternals(): Promise<Internals> {
  const ui = path.join(KEYSTATIC_BROWSER_BUILD, 'keystatic-core-ui.js');
  const source = fs.readFileSync(ui, 'utf8');
  const named = async (name: string) => {
    const imported = new RegExp(`import \\{[^}]*\\b(\\w+) as ${name}\\b[^}]*\\} from '(\\./[^']+)'`).exec(source);
    if (!imported) throw new Error(`Keystatic's UI no longer imports ${name}: update tests/support/editorLayout.ts`);
    const chunk = (await import(path.join(KEYSTATIC_BROWSER_BUILD, imported[2] as string))) as Record<string, unknown>;
    return chunk[imported[1] as string];
  };
  const { dump } = createRequire(ui)('js-yaml') as { dump(value: unknown): string };
  const [parseProps, serializeProps, loadDataFile, object] = await Promise.all(
    ['parseProps', 'serializeProps', 'loadDataFile', 'object'].map(named),
  );
  return { parseProps, serializeProps, loadDataFile, object, dump } as Internals;
}

const internals = keystaticInternals();
const config = makeEditorConfig({});
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The collection or singleton a file of the content folder (`services/family-law.mdx`) belongs to. */
function entryOf(file: string): { fields: Fields; body: boolean; slug?: { field: string; value: string } } {
  const dir = path.dirname(file);
  const name = path.basename(file).replace(/\.(mdx|yaml)$/, '');
  const collection = Object.values(config.collections ?? {}).find((entry) => entry.path === `${dir}/*`);
  if (collection) return { fields: collection.schema, body: true, slug: { field: collection.slugField, value: name } };
  const singleton = Object.values(config.singletons ?? {}).find((entry) => entry.path === file.replace(/\.yaml$/, ''));
  if (!singleton) throw new Error(`${file} is in no folder the editor knows`);
  return { fields: singleton.schema, body: false };
}

/** The file as the editor saves it once it has opened it. */
export async function inEditorLayout(file: string, text: string): Promise<string> {
  const k = await internals;
  const entry = entryOf(file);
  const format = entry.body
    ? { data: 'yaml', contentField: { path: ['body'], contentExtension: '.mdx' } }
    : { data: 'yaml' };
  const { loaded, extraFakeFile } = k.loadDataFile(encoder.encode(text), format);
  const schema = k.object(entry.fields);
  const state = k.parseProps(
    schema,
    loaded,
    [],
    [],
    (field, value, at) => {
      const kind = (field as { formKind?: string }).formKind;
      const parse = (field as { parse(value: unknown, args: unknown): unknown }).parse;
      if (entry.slug && at.length === 1 && at[0] === entry.slug.field) return parse(value, { slug: entry.slug.value });
      // A picture's bytes do not change its line: any bytes stand in for them.
      if (kind === 'asset')
        return parse(value, { asset: value ? new Uint8Array(1) : undefined, slug: entry.slug?.value });
      if (kind !== 'content') return parse(value, undefined);
      return parse(value, {
        content: extraFakeFile?.contents,
        other: new Map(),
        external: new Map(),
        slug: entry.slug?.value,
      });
    },
    false,
  );
  const saved = k.serializeProps(state, schema, entry.slug?.field, entry.slug?.value, true);
  const data = k.dump(saved.value);
  if (!entry.body) return data;
  const body = saved.extraFiles.find((extra) => extra.path === 'body.mdx')?.contents ?? new Uint8Array();
  return `---\n${data}---\n${decoder.decode(body)}`;
}

/**
 * A saved file merged into the one on disk: Keystatic writes every field in its own YAML style, so
 * only the changed values are taken, and comments, order and `!placeholder` markers stay.
 */
import { isDeepStrictEqual } from 'node:util';
import { parse, parseDocument, type Document } from 'yaml';
import type * as yup from 'yup';
import {
  CONTENT_FOLDERS,
  FRENCH_FOLDER,
  SHARED_FIELDS,
  SITE_FACTS_FILE,
  translatedFactsSchema,
  translationSchema,
  type TranslatedFolder,
} from '../content-pipeline/contentFolders';
import { PLACEHOLDER_TAGS, withoutPlaceholderMarkers } from '../content-pipeline/frontmatter';
import { siteFactsSchema } from '../content-pipeline/schema';
import { FRONTMATTER } from './editorView';

type Fields = Record<string, unknown>;

export function mergeSavedFile(relativePath: string, original: string | undefined, saved: string): string {
  const defaults = schemaDefaults(relativePath);
  if (!relativePath.endsWith('.mdx')) return mergeYaml(original ?? '', saved, defaults);
  const before = original === undefined ? undefined : FRONTMATTER.exec(original);
  const after = FRONTMATTER.exec(saved);
  const yaml = mergeYaml(before?.[1] ?? '', after?.[1] ?? '', defaults);
  const body = saved.slice(after ? after[0].length : 0).replace(/^\s*\n/, '');
  return `---\n${yaml}---\n\n${body}`;
}

function schemaDefaults(relativePath: string): Fields {
  const schema = schemaOfFile(relativePath);
  if (!schema) return {};
  const described = schema.describe().fields;
  return Object.fromEntries(
    Object.entries(described).map(([name, field]) => [name, 'default' in field ? field.default : undefined]),
  );
}

function schemaOfFile(relativePath: string): yup.AnyObjectSchema | undefined {
  const [first, second] = relativePath.split('/');
  if (relativePath === SITE_FACTS_FILE) return siteFactsSchema;
  if (first !== FRENCH_FOLDER)
    return CONTENT_FOLDERS[first as keyof typeof CONTENT_FOLDERS] as yup.AnyObjectSchema | undefined;
  if (relativePath === `${FRENCH_FOLDER}/${SITE_FACTS_FILE}`) return translatedFactsSchema();
  return second !== undefined && second in SHARED_FIELDS ? translationSchema(second as TranslatedFolder) : undefined;
}

function mergeYaml(originalYaml: string, savedYaml: string, defaults: Fields): string {
  const doc = parseDocument(originalYaml, { customTags: PLACEHOLDER_TAGS });
  const before = asFields(parse(withoutPlaceholderMarkers(originalYaml)));
  const after = asFields(withoutEmpty(parse(savedYaml)));
  mergeFields(doc, [], before, after, defaults);
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  return text === '{}\n' ? '' : text;
}

function mergeFields(doc: Document, at: string[], before: Fields, after: Fields, defaults: Fields): void {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const name of names) {
    const was = before[name];
    const is = after[name];
    if (isDeepStrictEqual(was, is)) continue;
    const path = [...at, name];
    if (is === undefined || isDeepStrictEqual(is, defaults[name])) {
      // Left empty, or set back to what leaving it out means: the line goes.
      if (was !== undefined) doc.deleteIn(path);
      continue;
    }
    if (isFields(was) && isFields(is)) mergeFields(doc, path, was, is, {});
    else doc.setIn(path, is);
  }
}

/** Empty texts and groups whose fields are all empty are values the editor left out. */
function withoutEmpty(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((item) => item !== undefined);
  if (!isFields(value)) return value;
  const entries = Object.entries(value)
    .map(([name, item]) => [name, withoutEmpty(item)] as const)
    .filter(([, item]) => item !== undefined);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asFields(value: unknown): Fields {
  return isFields(value) ? value : {};
}

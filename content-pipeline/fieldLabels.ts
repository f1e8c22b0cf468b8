/**
 * How the visual editor and the reference name each field: the `label` beside its description in the schema. A
 * name means the same in every folder, so a field without a label of its own (a step's `title`) takes the one its
 * name has elsewhere, and a name never labelled is written in words.
 */
import type * as yup from 'yup';
import { CONTENT_FOLDERS, translationSchema } from './contentFolders';
import { siteFactsSchema } from './schema';

type Described = yup.SchemaFieldDescription & {
  meta?: yup.CustomSchemaMetadata;
  fields?: Record<string, Described>;
  innerType?: Described | Described[];
};

let labels: ReadonlyMap<string, string> | undefined;

/** Every label of every schema, by field name: read once, on the first call. */
function labelsByName(): ReadonlyMap<string, string> {
  if (labels) return labels;
  const found = new Map<string, string>();
  const collect = (fields: Record<string, Described> = {}) => {
    for (const [name, field] of Object.entries(fields)) {
      if (field.meta?.label && !found.has(name)) found.set(name, field.meta.label);
      collect(field.fields);
      if (field.innerType && !Array.isArray(field.innerType)) collect(field.innerType.fields);
    }
  };
  const schemas = [siteFactsSchema, ...Object.values(CONTENT_FOLDERS), translationSchema('pages')];
  for (const schema of schemas) collect(schema.describe().fields);
  labels = found;
  return found;
}

/** "translationDraft" → "Translation draft", "AreaAtAGlance" → "Area at a glance": a name in words, for a field without a label. */
export function nameInWords(name: string): string {
  return capitalised(name.replace(/([a-z0-9])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2 ').toLowerCase());
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function fieldLabel(name: string): string {
  return labelsByName().get(name) ?? nameInWords(name);
}

/** The schema's description in the editor's words: a field name in backticks becomes its label, other backticks go. */
export function fieldHelp(description: string | undefined): string | undefined {
  return description?.replace(/`([^`]*)`/g, (_quoted, inner: string) => {
    const label = labelsByName().get(inner);
    return label ? `“${label}”` : inner;
  });
}

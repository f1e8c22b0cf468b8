/** The editor's and the reference's field names come from the schema's labels, one per field name. */
import type * as yup from 'yup';
import { expect, it } from 'vitest';
import { CONTENT_FOLDERS, translationSchema } from '../../content-pipeline/contentFolders';
import { fieldHelp, fieldLabel, nameInWords } from '../../content-pipeline/fieldLabels';
import { siteFactsSchema } from '../../content-pipeline/schema';

type Described = { meta?: { label?: string }; fields?: Record<string, Described>; innerType?: Described };

function labelsOf(fields: Record<string, Described> = {}, found: [string, string][] = []): [string, string][] {
  for (const [name, field] of Object.entries(fields)) {
    if (field.meta?.label) found.push([name, field.meta.label]);
    labelsOf(field.fields, found);
    labelsOf(field.innerType?.fields, found);
  }
  return found;
}

const SCHEMAS: yup.AnyObjectSchema[] = [siteFactsSchema, ...Object.values(CONTENT_FOLDERS), translationSchema('pages')];
const LABELLED = SCHEMAS.flatMap((schema) => labelsOf(schema.describe().fields as Record<string, Described>));

it('names each labelled field by its label, and a field of the same name the same way everywhere', () => {
  expect(LABELLED.length).toBeGreaterThan(50);
  for (const [name, label] of LABELLED) expect(fieldLabel(name), name).toBe(label);
});

it('names a field without a label in words, and quotes labels in the help', () => {
  expect(fieldLabel('translationConfirmed')).toBe('Translation confirmed');
  // A component's name: a capital alone ("A") is a word of its own.
  expect(nameInWords('AreaAtAGlance')).toBe('Area at a glance');
  expect(fieldHelp('Add the old one to `aliases`, such as `/team`.')).toBe(
    'Add the old one to “Old addresses”, such as /team.',
  );
});

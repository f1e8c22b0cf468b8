/** The visual editor's form fields, read from the content schema: no second list to keep. */
import { fields, type ComponentSchema } from '@keystatic/core';
import type { AnyObject, ObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import { fieldHelp, fieldLabel } from '../content-pipeline/fieldLabels';

/** Where the editor uploads a folder's pictures: `directory` in the repository, written as `publicPath` + file name. */
type PictureFolder = { directory: string; publicPath: string };

/** What a field's place says of it: inside a group that may be left out, nothing is required. */
interface FieldPlace {
  inOptionalGroup: boolean;
  pictures?: PictureFolder;
}

export function fieldsOfSchema(schema: ObjectSchema<AnyObject>, pictures?: PictureFolder) {
  return fieldsOf(schema.describe().fields, { inOptionalGroup: false, pictures });
}

function fieldsOf(described: Record<string, SchemaFieldDescription>, place: FieldPlace) {
  return Object.fromEntries(Object.entries(described).map(([name, field]) => [name, fieldOf(name, field, place)]));
}

function fieldOf(name: string, field: SchemaFieldDescription, place: FieldPlace): ComponentSchema {
  const label = fieldLabel(name);
  const description = fieldHelp('meta' in field ? field.meta?.description : undefined);
  if (!isDescription(field)) return unknownField(label, description);
  const isRequired = !field.optional && !place.inOptionalGroup;
  switch (field.type) {
    case 'string':
      if (field.meta?.picture && place.pictures)
        return fields.image({ label, description, ...place.pictures, validation: { isRequired } });
      return stringField(label, description, field, isRequired);
    case 'boolean': {
      const checkbox = fields.checkbox({ label, description, defaultValue: field.default === true });
      return field.meta?.tickedWhenNew ? { ...checkbox, defaultValue: () => true } : checkbox;
    }
    case 'number': {
      const min = testParam(field, 'min');
      const validation = { isRequired, ...(min === undefined ? {} : { min }) };
      return hasTest(field, 'integer')
        ? fields.integer({ label, description, validation })
        : fields.number({ label, description, validation });
    }
    case 'array': {
      const inner = 'innerType' in field && !Array.isArray(field.innerType) ? field.innerType : undefined;
      if (!inner) return unknownField(label, description);
      const min = testParam(field, 'min');
      return fields.array(fieldOf(name, inner, place), {
        label,
        description,
        itemLabel: itemLabelOf,
        ...(min === undefined ? {} : { validation: { length: { min } } }),
      });
    }
    case 'object':
      return 'fields' in field
        ? fields.object(fieldsOf(field.fields, { inOptionalGroup: place.inOptionalGroup || field.optional }), {
            label,
            description,
          })
        : unknownField(label, description);
    default:
      return unknownField(label, description);
  }
}

function stringField(
  label: string,
  description: string | undefined,
  field: SchemaDescription,
  isRequired: boolean,
): ComponentSchema {
  const refersTo = field.meta?.refersTo;
  if (refersTo) return fields.relationship({ label, description, collection: refersTo, validation: { isRequired } });
  const oneOf = field.oneOf.filter((value): value is string => typeof value === 'string');
  const choices = oneOf.length > 0 ? oneOf : [...(field.meta?.choices ?? [])];
  if (choices.length > 0) return selectField(label, description, choices, isRequired);
  if (hasTest(field, 'calendar-day')) return fields.date({ label, description, validation: { isRequired } });
  return fields.text({ label, description, multiline: field.meta?.prose === true, validation: { isRequired } });
}

/** A list of the values; one that may be left out starts empty, and is not written while it stays so. */
export function selectField(label: string, description: string | undefined, choices: string[], isRequired: boolean) {
  const options = choices.map((value) => ({ label: value, value }));
  if (isRequired) return fields.select({ label, description, options, defaultValue: choices[0] as string });
  const select = fields.select({
    label,
    description,
    options: [{ label: '(none)', value: '' }, ...options],
    defaultValue: '',
  });
  return { ...select, serialize: (value: string) => ({ value: value === '' ? undefined : value }) };
}

/** A shape the editor has no field for: a line of text, which the checker judges on save. */
function unknownField(label: string, description: string | undefined): ComponentSchema {
  return fields.text({ label, description });
}

function isDescription(field: SchemaFieldDescription): field is SchemaDescription {
  return 'oneOf' in field && 'tests' in field;
}

function hasTest(field: SchemaDescription, name: string): boolean {
  return field.tests.some((test) => test.name === name);
}

function testParam(field: SchemaDescription, name: string): number | undefined {
  const value = field.tests.find((test) => test.name === name)?.params?.[name];
  return typeof value === 'number' ? value : undefined;
}

/** A list item's title: Keystatic passes `{ value }` for a field, `{ fields }` for an object. */
function itemLabelOf(item: unknown): string {
  const preview = item as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  if (typeof preview.value === 'string' && preview.value !== '') return preview.value;
  const texts = Object.values(preview.fields ?? {}).map((field) => field.value);
  const first = texts.find((value): value is string => typeof value === 'string' && value !== '');
  return first ?? '(empty)';
}

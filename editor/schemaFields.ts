/**
 * The visual editor's form fields, read from the content schema (content-pipeline/schema.ts):
 * each yup field becomes the Keystatic field of its type, with the field's own name as label
 * (the name the checker's messages and the editors' reference use) and its description. A
 * field added to the schema appears in the editor with no second list to keep.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import type { AnyObject, ObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/** The schema's name for a day written YYYY-MM-DD (the `calendarDay()` test of schema.ts). */
const CALENDAR_DAY_TEST = 'calendar-day';

/** The Keystatic fields of every field of an object schema, in the schema's order. */
export function fieldsOfSchema(schema: ObjectSchema<AnyObject>): Record<string, ComponentSchema> {
  return fieldsOf(schema.describe().fields);
}

function fieldsOf(described: Record<string, SchemaFieldDescription>): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(described).map(([name, field]) => [name, fieldOf(name, field)]));
}

function fieldOf(label: string, field: SchemaFieldDescription): ComponentSchema {
  const description = 'meta' in field ? field.meta?.description : undefined;
  if (!isDescription(field)) return unknownField(label, description);
  const isRequired = !field.optional;
  switch (field.type) {
    case 'string':
      return stringField(label, description, field);
    case 'boolean':
      return fields.checkbox({ label, description, defaultValue: field.default === true });
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
      return fields.array(fieldOf(label, inner), {
        label,
        description,
        itemLabel: itemLabelOf,
        ...(min === undefined ? {} : { validation: { length: { min } } }),
      });
    }
    case 'object':
      return 'fields' in field
        ? fields.object(fieldsOf(field.fields), { label, description })
        : unknownField(label, description);
    default:
      return unknownField(label, description);
  }
}

function stringField(label: string, description: string | undefined, field: SchemaDescription): ComponentSchema {
  const isRequired = !field.optional;
  const choices = field.oneOf.filter((value): value is string => typeof value === 'string');
  if (choices.length > 0) {
    return fields.select({
      label,
      description,
      options: choices.map((value) => ({ label: value, value })),
      defaultValue: choices[0] as string,
    });
  }
  if (hasTest(field, CALENDAR_DAY_TEST)) return fields.date({ label, description, validation: { isRequired } });
  return fields.text({ label, description, validation: { isRequired } });
}

/**
 * A shape the editor has no field for (none today): a line of text, so the value can still be
 * written, and the checker judges it on save like any other.
 */
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

/**
 * A list item's title in the editor: the text itself, or an object's first text. Keystatic
 * passes the item's preview: `{ value }` for a field, `{ fields }` for an object.
 */
function itemLabelOf(item: unknown): string {
  const preview = item as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  if (typeof preview.value === 'string' && preview.value !== '') return preview.value;
  const texts = Object.values(preview.fields ?? {}).map((field) => field.value);
  const first = texts.find((value): value is string => typeof value === 'string' && value !== '');
  return first ?? '(empty)';
}

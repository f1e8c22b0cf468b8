/** The editors' reference of fields, written from the schema's rules and descriptions, so it says what the checker accepts. */
import type * as yup from 'yup';
import { fieldLabel } from './fieldLabels';
import { articleSchema, pageSchema, serviceSchema, siteFactsSchema, teamSchema } from './schema';

interface FileKind {
  heading: string;
  intro: string;
  schema: yup.ObjectSchema<yup.AnyObject>;
}

/** A folder of pages: its fields are each file's frontmatter; `more` follows in the intro. */
const folderKind = (name: string, folder: string, schema: FileKind['schema'], more = ''): FileKind => ({
  heading: `${name} (content/${folder}/)`,
  intro: `The frontmatter of each file of \`content/${folder}/\`${more}.`,
  schema,
});

export const FILE_KINDS: readonly FileKind[] = [
  {
    heading: "The firm's facts (site.yaml)",
    intro: '`content/site.yaml` has no `---` lines: the whole file is fields.',
    schema: siteFactsSchema,
  },
  folderKind('Pages', 'pages', pageSchema),
  folderKind('Practice areas', 'services', serviceSchema),
  folderKind('People', 'team', teamSchema, '; the text below it is the "About" tab'),
  folderKind('Articles', 'articles', articleSchema),
];

/** Rules written as custom tests in schema.ts, by test name, in an editor's words. */
const CUSTOM_RULES: Record<string, string> = {
  'site-path': 'an address of this site',
  'calendar-day': 'a day written YYYY-MM-DD',
  'form-value': 'lower-case words joined by `-`',
  email: 'an e-mail address',
  url: 'a full web address',
  'source-address': 'a full web address starting with `https://`',
};

const PLURALS: Record<string, string> = { text: 'lines of text', 'an address of this site': 'addresses of this site' };

type Description = yup.SchemaDescription & {
  fields?: Record<string, yup.SchemaFieldDescription>;
  innerType?: yup.SchemaFieldDescription | yup.SchemaFieldDescription[];
};

export function renderFields(kind: FileKind): string {
  return [`## ${kind.heading}`, kind.intro, fieldList(kind.schema.describe().fields, '')].join('\n\n');
}

function fieldList(fields: Record<string, yup.SchemaFieldDescription>, indent: string): string {
  return Object.entries(fields)
    .map(([name, field]) => {
      const description = field as Description;
      const needed = description.optional ? 'optional' : 'required';
      const item = `${indent}- \`${name}\` (“${fieldLabel(name)}” in the editor): ${needed}; ${takes(description)}. ${description.meta?.description ?? ''}`;
      const group = description.fields ?? innerOf(description)?.fields;
      return group ? `${item}\n\n${fieldList(group, `${indent}  `)}` : item;
    })
    .join('\n');
}

function innerOf(description: Description): Description | undefined {
  const inner = description.innerType;
  return inner && !Array.isArray(inner) ? (inner as Description) : undefined;
}

function takes(description: Description): string {
  const param = (test: string, name: string) =>
    description.tests.find((rule) => rule.name === test)?.params?.[name] as number | undefined;
  switch (description.type) {
    case 'boolean':
      return description.default === undefined
        ? '`true` or `false`'
        : `\`true\` or \`false\` (\`${String(description.default)}\` when left out)`;
    case 'number': {
      const kind = description.tests.some((rule) => rule.name === 'integer') ? 'a whole number' : 'a number';
      const min = param('min', 'min');
      const max = param('max', 'max');
      return [kind, min === undefined ? '' : `, ${min} or more`, max === undefined ? '' : `, at most ${max}`].join('');
    }
    case 'array': {
      const min = param('min', 'min');
      return `a list of ${entriesOf(innerOf(description))}${min === undefined ? '' : ` (at least ${min})`}`;
    }
    case 'object':
      return 'a group of the fields below, indented under it';
    default:
      return textRule(description);
  }
}

function entriesOf(inner: Description | undefined): string {
  if (!inner) return 'values';
  if (inner.fields) return 'entries, each with the fields below';
  const rule = takes(inner);
  return PLURALS[rule] ?? `values, each ${rule}`;
}

function textRule(description: Description): string {
  const choices = description.oneOf.filter((value) => value !== undefined);
  if (choices.length > 0) return `one of ${choices.map((value) => `\`${String(value)}\``).join(', ')}`;
  const length = description.tests.find((rule) => rule.name === 'length')?.params?.length as number | undefined;
  if (length !== undefined) return `text of exactly ${length} characters`;
  const rule = description.tests.map((test) => CUSTOM_RULES[test.name ?? '']).find(Boolean);
  return rule ?? 'text';
}

/** Validates one file against its yup schema (strict: nothing converted) and words each failure for an editor. */
import * as yup from 'yup';
import type { ContentProblem } from './contentProblem';
import { keyOfPath, shown, writeHint } from './fixHint';
import type { ParsedYaml } from './frontmatter';
import { nearestName } from './nearestName';

export function validateAgainstSchema<Value>(
  schema: yup.Schema<Value>,
  parsed: ParsedYaml,
  file: string,
  problems: ContentProblem[],
): Value | undefined {
  // A group whose fields the editor left all empty is written `licence: {}`: it means the group left out.
  const data = isGroup(parsed.data)
    ? Object.fromEntries(
        Object.entries(parsed.data).filter(([, value]) => !isGroup(value) || Object.keys(value).length),
      )
    : (parsed.data ?? {});
  try {
    // strict: a wrong type is an error, never converted; cast afterwards only fills in defaults.
    schema.validateSync(data, { abortEarly: false, strict: true });
    return schema.cast(data);
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors = error.inner.length ? error.inner : [error];
    // A misspelt required field is one mistake: "did you mean" says it, not also "missing".
    const misspelt = new Set(errors.flatMap((inner) => unknownFields(schema, inner).map((field) => field.meant)));
    for (const inner of errors) {
      const missing = (inner.type === 'required' || inner.type === 'optionality') && inner.params?.value === undefined;
      if (missing && misspelt.has(inner.path ?? '')) continue;
      problems.push(...describeError(schema, inner, parsed, file));
    }
    return undefined;
  }
}

const isGroup = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function describeError(
  schema: yup.Schema<unknown>,
  error: yup.ValidationError,
  parsed: ParsedYaml,
  file: string,
): ContentProblem[] {
  const problem = (fieldPath: string, message: string): ContentProblem => {
    return { file, line: parsed.lineOf(fieldPath), field: fieldPath || undefined, severity: 'error', message };
  };
  if (error.type === 'noUnknown') return unknownFields(schema, error).map((u) => problem(u.fieldPath, u.message));
  return [problem(error.path ?? '', describeValueError(schema, error, parsed))];
}

/** yup reports all unknown keys of an object at once; editors get one line per key, and the field it likely meant. */
function unknownFields(schema: yup.Schema<unknown>, error: yup.ValidationError) {
  if (error.type !== 'noUnknown') return [];
  const objectPath = error.path ?? '';
  const owner = objectPath ? yup.reach(schema, objectPath) : schema;
  const known = 'fields' in owner ? Object.keys(owner.fields as object) : [];
  const inObject = (key: string) => (objectPath ? `${objectPath}.${key}` : key);
  return String(error.params?.unknown ?? '')
    .split(', ')
    .filter(Boolean)
    .map((key) => {
      const guess = nearestName(key, known);
      const message = guess
        ? `is not a known field: did you mean '${guess}'? Rename it, or remove the line`
        : `is not a known field: remove the line (known fields here: ${known.join(', ')})`;
      return { fieldPath: inObject(key), meant: guess && inObject(guess), message };
    });
}

/** Anything unforeseen keeps yup's words without the field name. */
function describeValueError(schema: yup.Schema<unknown>, error: yup.ValidationError, parsed: ParsedYaml): string {
  const fieldPath = error.path ?? '';
  const params = (error.params ?? {}) as Record<string, unknown>;
  const value = params.value;
  const key = keyOfPath(fieldPath);
  const example = exampleOf(schema, fieldPath);
  switch (error.type) {
    case 'required':
    case 'optionality':
    case 'nullable':
      return value === null
        ? `has no value: write one after "${key}:", for example ${key}: ${example}`
        : `is missing: add a "${key}:" line, for example ${key}: ${example}`;
    case 'typeError':
      return describeTypeError(fieldPath, String(params.type), value, parsed.sourceOf?.(fieldPath));
    case 'integer':
      return `must be a whole number (found ${shown(value)}): ${writeHint(fieldPath, String(Math.round(Number(value))))}`;
    case 'min':
      return Array.isArray(value)
        ? `must list at least ${String(params.min)} entr${params.min === 1 ? 'y' : 'ies'}: for example ${key}: ${example}`
        : `must be ${String(params.min)} or more (found ${shown(value)})`;
    case 'oneOf':
      return `must be one of ${String(params.values)} (found ${shown(value)})`;
    case 'length':
      return `must be exactly ${String(params.length)} characters long (found ${shown(value)})`;
    default:
      return error.message.startsWith(`${fieldPath} `) ? error.message.slice(fieldPath.length + 1) : error.message;
  }
}

/** `written`: the value as typed, where it differs from what YAML made of it. */
function describeTypeError(fieldPath: string, expected: string, value: unknown, written?: string): string {
  const found = shown(value);
  const text = typeof value === 'string' ? value : undefined;
  const withColon = textWithColon(value);
  switch (expected) {
    case 'number':
      return text !== undefined && /^\s*-?\d+(\.\d+)?\s*$/.test(text)
        ? `must be a number, without quotes (found ${found}): ${writeHint(fieldPath, text.trim())}`
        : `must be a number (found ${found}): ${writeHint(fieldPath, '1')}`;
    case 'boolean':
      return `must be true or false, without quotes (found ${found}): ${writeHint(fieldPath, 'true')} or false`;
    case 'array':
      return text !== undefined
        ? `must be a list in square brackets (found ${found}): ${writeHint(fieldPath, `[${text}]`)}`
        : `must be a list in square brackets (found ${found}): e.g. ${writeHint(fieldPath, '[first, second]')}`;
    case 'object':
      return `must be a group of indented fields (found ${found}): see CONTENT.md for its fields`;
    default:
      if (withColon !== undefined) {
        return (
          'must be one line of text, but its ": " made YAML read a field: put the whole text in single quotes, e.g. ' +
          `- '${withColon}'`
        );
      }
      if (value !== null && typeof value === 'object') {
        return `must be one line of text (found ${found}): write the text after "${keyOfPath(fieldPath)}:" on one line`;
      }
      // YAML reads +14165550777 as the number 14165550777: quote what was typed, "+" and all.
      return written !== undefined && written !== String(value)
        ? `must be text in quotes (YAML reads ${written} as ${found}): ${writeHint(fieldPath, `'${written}'`)}`
        : `must be text (found ${found}): put it in quotes, ${writeHint(fieldPath, `'${String(value)}'`)}`;
  }
}

/** `- The awards are examples: remove them` in a list reads as the field "The awards are examples". */
function textWithColon(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const [entry, ...more] = Object.entries(value);
  if (!entry || more.length > 0 || typeof entry[1] !== 'string') return undefined;
  return `${entry[0]}: ${entry[1]}`.replaceAll("'", "''");
}

function exampleOf(schema: yup.Schema<unknown>, fieldPath: string): string {
  try {
    const field = yup.reach(schema, fieldPath);
    // reach() can return a Reference or Lazy, which carry no examples.
    return yup.isSchema(field) && 'describe' in field ? ((field as yup.Schema).meta()?.example ?? '…') : '…';
  } catch {
    return '…';
  }
}

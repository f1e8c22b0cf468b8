/**
 * A field that names another content file by its file name without `.mdx` (an article's author
 * and areas, a practice area's lawyer): one message when no such file exists, with the nearest
 * name or the choices.
 */
import type { ContentProblem } from './contentProblem';
import { nearestName } from './nearestName';

export function checkFileReference(
  entry: { file: string },
  field: string,
  value: string,
  known: string[],
  what: string,
): ContentProblem[] {
  if (known.includes(value)) return [];
  const guess = nearestName(value, known);
  const choices = known.length <= 6 ? `: write one of ${known.map((name) => `"${name}"`).join(', ')}` : '';
  const fix = guess ? `: did you mean "${guess}"?` : choices || `: write the file name of ${what}, without .mdx`;
  return [{ file: entry.file, field, severity: 'error', message: `"${value}" is not ${what}${fix}` }];
}

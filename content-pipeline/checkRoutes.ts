/** Every address leads to one page: an alias always redirects to its own file's slug, so rejecting alias = any slug is enough. */
import type { ContentProblem } from './contentProblem';
import type { RoutableEntry, ServiceEntry } from './contentTypes';

/**
 * `entries`: every page, practice area and article of both languages (one map of addresses: a French alias may not
 * take an English page's address), drafts included: a draft will be published at its slug one day.
 */
export function checkRoutes(entries: RoutableEntry[], services: ServiceEntry[]): ContentProblem[] {
  const slugOwner = new Map<string, string>();
  for (const entry of entries)
    if (!slugOwner.has(entry.frontmatter.slug)) slugOwner.set(entry.frontmatter.slug, entry.file);
  const problems = [
    ...sharedValues(entries, 'slug', 'give each page its own slug'),
    ...sharedValues(services, 'formValue', 'give each practice area its own value'),
  ];
  const aliasOwner = new Map<string, string>();
  for (const entry of entries) {
    for (const alias of entry.frontmatter.aliases) {
      const page = slugOwner.get(alias);
      const other = aliasOwner.get(alias);
      const message =
        alias === entry.frontmatter.slug
          ? `"${alias}" is this page's own slug, so it would redirect to itself: remove it from aliases`
          : page
            ? `"${alias}" is the slug of ${page}, so it cannot also redirect: remove it from aliases`
            : other && `"${alias}" is already an alias in ${other}: keep it in one file only`;
      if (message) problems.push({ file: entry.file, field: 'aliases', severity: 'error', message });
      else aliasOwner.set(alias, entry.file);
    }
  }
  return problems;
}

/** Either file may be the one just edited, so both are named, each pointing at the other. */
function sharedValues<Field extends string, Entry extends { file: string; frontmatter: Record<Field, string> }>(
  entries: Entry[],
  field: Field,
  fix: string,
): ContentProblem[] {
  const groups = new Map<string, string[]>();
  for (const { file, frontmatter } of entries)
    groups.set(frontmatter[field], [...(groups.get(frontmatter[field]) ?? []), file]);
  return [...groups].flatMap(([value, files]) =>
    files.length < 2
      ? []
      : files.map((file) => ({
          file,
          field,
          severity: 'error' as const,
          message: `"${value}" is also the ${field} of ${files.filter((other) => other !== file).join(' and ')}: ${fix}`,
        })),
  );
}

/**
 * Checks that slugs and redirect aliases form one consistent map: every address leads to
 * exactly one page, and no alias hides a page or points at another alias. An alias always
 * redirects to the slug of its own file, and a slug can never be an alias, so no redirect
 * can lead to another redirect: rejecting alias = slug (own or another page's) is enough.
 */
import type { ContentProblem } from './contentProblem';
import type { ArticleEntry, SiteContent } from './contentTypes';

/** @param articles every article, drafts included: a draft will be published at its slug one day. */
export function checkRoutes(content: SiteContent, articles: ArticleEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // Both languages are one map of addresses: a French alias may not take an English page's address.
  const translations = Object.values(content.translations ?? {});
  const entries = [
    ...content.pages,
    ...content.services,
    ...translations.flatMap((translation) => [
      ...translation.pages,
      ...translation.services.filter((service) => service.lang === translation.lang),
    ]),
    ...articles,
  ];
  const slugOwner = new Map<string, string>();
  for (const entry of entries)
    if (!slugOwner.has(entry.frontmatter.slug)) slugOwner.set(entry.frontmatter.slug, entry.file);
  // Either file may be the one just edited: name both, each pointing at the other.
  for (const [slug, files] of groupFiles(entries, (entry) => entry.frontmatter.slug)) {
    if (files.length < 2) continue;
    for (const file of files) {
      const others = files.filter((other) => other !== file).join(' and ');
      problems.push({
        file,
        field: 'slug',
        severity: 'error',
        message: `"${slug}" is also the slug of ${others}: give each page its own slug`,
      });
    }
  }
  const aliasOwner = new Map<string, string>();
  for (const entry of entries) {
    for (const alias of entry.frontmatter.aliases) {
      const page = slugOwner.get(alias);
      const other = aliasOwner.get(alias);
      if (alias === entry.frontmatter.slug) {
        problems.push({
          file: entry.file,
          field: 'aliases',
          severity: 'error',
          message: `"${alias}" is this page's own slug, so it would redirect to itself: remove it from aliases`,
        });
      } else if (page) {
        problems.push({
          file: entry.file,
          field: 'aliases',
          severity: 'error',
          message: `"${alias}" is the slug of ${page}, so it cannot also redirect: remove it from aliases`,
        });
      } else if (other) {
        problems.push({
          file: entry.file,
          field: 'aliases',
          severity: 'error',
          message: `"${alias}" is already an alias in ${other}: keep it in one file only`,
        });
      } else aliasOwner.set(alias, entry.file);
    }
  }
  for (const [formValue, files] of groupFiles(content.services, (service) => service.frontmatter.formValue)) {
    if (files.length < 2) continue;
    for (const file of files) {
      const others = files.filter((other) => other !== file).join(' and ');
      problems.push({
        file,
        field: 'formValue',
        severity: 'error',
        message: `"${formValue}" is also the formValue of ${others}: give each practice area its own value`,
      });
    }
  }
  return problems;
}

/** Files by a value they share, in file order. */
function groupFiles<Entry extends { file: string }>(entries: Entry[], valueOf: (entry: Entry) => string) {
  const groups = new Map<string, string[]>();
  for (const entry of entries) groups.set(valueOf(entry), [...(groups.get(valueOf(entry)) ?? []), entry.file]);
  return groups;
}

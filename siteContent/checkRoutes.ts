/**
 * Checks that slugs and redirect aliases form one consistent map: every address leads to
 * exactly one page, and no alias hides a page or points at another alias. An alias always
 * redirects to the slug of its own file, and a slug can never be an alias, so no redirect
 * can lead to another redirect: rejecting alias = slug (own or another page's) is enough.
 */
import type { ContentProblem } from './contentProblem';
import type { SiteContent } from './loadContent';

export function checkRoutes(content: SiteContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const entries = [...content.pages, ...content.services];
  const slugOwner = new Map<string, string>();
  for (const entry of entries) {
    const { slug } = entry.frontmatter;
    const owner = slugOwner.get(slug);
    if (owner) {
      problems.push({
        file: entry.file,
        field: 'slug',
        severity: 'error',
        message: `"${slug}" is already the slug of ${owner}: give each page its own slug`,
      });
    } else slugOwner.set(slug, entry.file);
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
  const formValueOwner = new Map<string, string>();
  for (const service of content.services) {
    const { formValue } = service.frontmatter;
    const other = formValueOwner.get(formValue);
    if (other) {
      problems.push({
        file: service.file,
        field: 'formValue',
        severity: 'error',
        message: `"${formValue}" is already the formValue of ${other}: give each practice area its own value`,
      });
    } else formValueOwner.set(formValue, service.file);
  }
  return problems;
}

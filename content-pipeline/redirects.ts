import type { Redirect } from '../built-site/manifest';
import { langOf, type SiteContent } from './contentTypes';

/** Every alias with the slug it redirects to: the one map behind the 301s, `_redirects` and the alias pages. */
export function listRedirects(content: SiteContent): Redirect[] {
  // A translation lists the practice areas it has not translated: their aliases are the default language's.
  return [...content.pages, ...content.services, ...content.articles]
    .filter((entry) => langOf(entry) === langOf(content))
    .flatMap((entry) => entry.frontmatter.aliases.map((alias) => ({ from: alias, to: entry.frontmatter.slug })));
}

export function renderRedirectsFile(redirects: Redirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} 301`).join('\n') + '\n';
}

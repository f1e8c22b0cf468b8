import type { Redirect } from '../built-site/manifest';
import { languageRoot } from '../lib/languages';
import { langOf, type SiteContent } from './contentTypes';

export type { Redirect };

/**
 * Every alias with the slug it redirects to: the one map behind the 301s, `_redirects` and the alias pages.
 * A translation also answers its original's aliases under its language's root (`/fr/services` as `/services`).
 */
export function listRedirects(content: SiteContent): Redirect[] {
  const entriesOf = (site: SiteContent) => [...site.pages, ...site.services, ...site.articles];
  // A translation lists the practice areas it has not translated: their aliases are the default language's.
  const entries = entriesOf(content).filter((entry) => langOf(entry) === langOf(content));
  const taken = new Set(entries.flatMap((entry) => [entry.frontmatter.slug, ...entry.frontmatter.aliases]));
  return entries.flatMap((entry) => {
    const original = entriesOf(content.original ?? content).find(
      (other) => other !== entry && other.kind === entry.kind && other.name === entry.name,
    );
    const translated = (original?.frontmatter.aliases ?? [])
      .map((alias) => `${languageRoot(langOf(content))}${alias}`)
      .filter((alias) => !taken.has(alias));
    return [...entry.frontmatter.aliases, ...translated].map((alias) => ({ from: alias, to: entry.frontmatter.slug }));
  });
}

export function renderRedirectsFile(redirects: Redirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} 301`).join('\n') + '\n';
}

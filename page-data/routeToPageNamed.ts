import type { PageContextServer } from 'vike/types';

/** The route of a content page with a Vike page of its own (it loads a script): the page `name` in every language. */
export function routeToPageNamed(name: string) {
  return (pageContext: PageContextServer) => {
    const entry = pageContext.site.entryAt(pageContext.urlPathname);
    return entry?.kind === 'page' && entry.name === name;
  };
}

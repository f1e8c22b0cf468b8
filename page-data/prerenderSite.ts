import { getGlobalContext } from 'vike/server';
import type { GlobalContextServer, PageContextServer } from 'vike/types';
import type { SiteIndex } from '../content-pipeline/routes';

/** `globalContext.site` for the prerender hooks, which are given no pageContext. */
export async function prerenderSite(): Promise<SiteIndex> {
  // getGlobalContext() is typed for browser and server alike; prerender hooks run on the server only.
  return ((await getGlobalContext()) as GlobalContextServer).site;
}

/** The route of a content page with a Vike page of its own (it loads a script): the page `name` in every language. */
export function routeToPageNamed(name: string) {
  return (pageContext: PageContextServer) => {
    const entry = pageContext.globalContext.site.entryAt(pageContext.urlPathname);
    return entry?.kind === 'page' && entry.name === name;
  };
}

/** The addresses of the page `name` in every language that has it: `/contact`, `/fr/contact`. */
export async function pathsOfPageNamed(name: string): Promise<string[]> {
  const pages = (await prerenderSite()).routable.filter((entry) => entry.kind === 'page' && entry.name === name);
  return pages.map((page) => page.frontmatter.slug);
}

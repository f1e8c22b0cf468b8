// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types';
import { SEARCH_PAGE_NAME } from '../../content-pipeline/routes';

/** The search page has its own Vike page because it loads the search code; no other page does. */
export default function route(pageContext: PageContextServer) {
  const entry = pageContext.globalContext.site.entryAt(pageContext.urlPathname);
  return entry?.kind === 'page' && entry.name === SEARCH_PAGE_NAME;
}

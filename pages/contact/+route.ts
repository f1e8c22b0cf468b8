// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types';
import { CONTACT_PAGE_NAME } from '../../content-pipeline/routes';

/** The contact page has its own Vike page because it is the one that loads JavaScript (the form). */
export default function route(pageContext: PageContextServer) {
  const entry = pageContext.globalContext.site.entryAt(pageContext.urlPathname);
  return entry?.kind === 'page' && entry.name === CONTACT_PAGE_NAME;
}

// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types';
import { loadContent } from '../../siteContent/loadContent';
import { CONTACT_PAGE_NAME, findEntryBySlug } from '../../siteContent/routes';

/** The contact page has its own Vike page because it is the one that loads JavaScript (the form). */
export default function route(pageContext: PageContextServer) {
  return findEntryBySlug(loadContent(), pageContext.urlPathname)?.name === CONTACT_PAGE_NAME;
}

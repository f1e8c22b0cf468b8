// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types';
import { CONTACT_PAGE_NAME } from '../../content-pipeline/routes';

/** Every page and service of content/ has an address here, except the contact page (pages/contact/). */
export default function route(pageContext: PageContextServer) {
  const entry = pageContext.globalContext.site.entryAt(pageContext.urlPathname);
  return entry !== undefined && !(entry.kind === 'page' && entry.name === CONTACT_PAGE_NAME);
}

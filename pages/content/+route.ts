// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types';
import { hasOwnVikePage } from '../../content-pipeline/routes';

/** Every page and service of content/ has an address here, except those with a Vike page of their own. */
export default function route(pageContext: PageContextServer) {
  const entry = pageContext.site.entryAt(pageContext.urlPathname);
  return entry !== undefined && !hasOwnVikePage(entry);
}

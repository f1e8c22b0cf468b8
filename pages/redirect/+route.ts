// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types';

/** Every alias of content/ gets a small page that sends the browser on (for static hosts). */
export default function route(pageContext: PageContextServer) {
  return pageContext.site.redirectAt(pageContext.urlPathname) !== undefined;
}

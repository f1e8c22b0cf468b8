// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types';

/** Every page of every list of articles: /insights, /insights/page/2, /insights/area/…, /insights/author/…. */
export default function route(pageContext: PageContextServer) {
  return pageContext.site.listingAt(pageContext.urlPathname) !== undefined;
}

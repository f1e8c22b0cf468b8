// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types';
import { loadContent } from '../../siteContent/loadContent';
import { listRedirects } from '../../siteContent/redirects';
import { normalisePath } from '../../siteContent/routes';

/** Every alias of content/ gets a small page that sends the browser on (for static hosts). */
export default function route(pageContext: PageContextServer) {
  const path = normalisePath(pageContext.urlPathname);
  return listRedirects(loadContent()).some((redirect) => redirect.from === path);
}

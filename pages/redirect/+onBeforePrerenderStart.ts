// https://vike.dev/onBeforePrerenderStart
import { loadContent } from '../../siteContent/loadContent';
import { listRedirects } from '../../siteContent/redirects';

export function onBeforePrerenderStart(): string[] {
  return listRedirects(loadContent()).map((redirect) => redirect.from);
}

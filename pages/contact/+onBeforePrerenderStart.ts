// https://vike.dev/onBeforePrerenderStart
import { loadContent } from '../../siteContent/loadContent';
import { CONTACT_PAGE_NAME, findPageByName } from '../../siteContent/routes';

export function onBeforePrerenderStart(): string[] {
  return [findPageByName(loadContent(), CONTACT_PAGE_NAME).frontmatter.slug];
}

// https://vike.dev/onBeforePrerenderStart
import { loadContent } from '../../siteContent/loadContent';
import { CONTACT_PAGE_NAME, listRoutableEntries } from '../../siteContent/routes';

export function onBeforePrerenderStart(): string[] {
  return listRoutableEntries(loadContent())
    .filter((entry) => entry.name !== CONTACT_PAGE_NAME)
    .map((entry) => entry.frontmatter.slug);
}

// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../../page-data/prerenderSite';
import { CONTACT_PAGE_NAME } from '../../content-pipeline/routes';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  return site.routable
    .filter((entry) => !(entry.kind === 'page' && entry.name === CONTACT_PAGE_NAME))
    .map((entry) => entry.frontmatter.slug);
}

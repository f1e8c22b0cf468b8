// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../../page-data/prerenderSite';
import { CONTACT_PAGE_NAME } from '../../content-pipeline/routes';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  return [site.page(CONTACT_PAGE_NAME).frontmatter.slug];
}

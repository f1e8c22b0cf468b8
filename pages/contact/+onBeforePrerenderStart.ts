// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../prerenderSite';
import { CONTACT_PAGE_NAME } from '../../siteContent/routes';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  return [site.page(CONTACT_PAGE_NAME).frontmatter.slug];
}

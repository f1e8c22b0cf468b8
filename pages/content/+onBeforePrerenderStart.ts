// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../../page-data/prerenderSite';
import { hasOwnVikePage } from '../../content-pipeline/routes';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  return site.routable.filter((entry) => !hasOwnVikePage(entry)).map((entry) => entry.frontmatter.slug);
}

// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../../page-data/prerenderSite';
import { SEARCH_PAGE_NAME } from '../../content-pipeline/routes';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  return site.routable.flatMap((entry) =>
    entry.kind === 'page' && entry.name === SEARCH_PAGE_NAME ? [entry.frontmatter.slug] : [],
  );
}

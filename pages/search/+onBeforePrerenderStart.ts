// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../../page-data/prerenderSite';
import { searchPath } from '../../content-pipeline/routes';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  const path = searchPath(site.content);
  return path ? [path] : [];
}

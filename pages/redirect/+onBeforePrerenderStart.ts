// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../../page-data/prerenderSite';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  return site.redirects.map((redirect) => redirect.from);
}

// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../prerenderSite';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  return site.listings.map((listing) => listing.path);
}

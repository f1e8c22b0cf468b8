import { getGlobalContext } from 'vike/server';
import type { GlobalContextServer } from 'vike/types';
import type { SiteIndex } from '../content-pipeline/routes';

/** `globalContext.site` for the prerender hooks, which are given no pageContext. */
export async function prerenderSite(): Promise<SiteIndex> {
  // getGlobalContext() is typed for browser and server alike; prerender hooks run on the server only.
  const globalContext = (await getGlobalContext()) as GlobalContextServer;
  return globalContext.site;
}

/**
 * The pages, each rendered by Vike's server API (`renderPage`) with the checked content handed to it
 * (`pageContext.site`, read by the pages' route and `+data` hooks), written as static files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderPage } from 'vike/server';
import { BUILD_LAYOUT } from '../built-site/manifest';
import { listPagePaths, type SiteIndex } from '../content-pipeline/routes';

/** Where the not-found page is rendered: no content page lives there (a translation's is `/fr/404`). */
const NOT_FOUND_ADDRESS = '/404';

/** Every page, alias page and the not-found page; the number written. A page that throws stops it. */
export async function renderPages(outDir: string, site: SiteIndex): Promise<number> {
  // The server half of the code bundle: it registers the pages with Vike, then goes (it is no part of the site).
  const serverDir = path.join(outDir, 'server');
  await import(pathToFileURL(path.join(serverDir, 'entry.mjs')).href);
  const addresses = [...listPagePaths(site), ...site.redirects.map((redirect) => redirect.from), NOT_FOUND_ADDRESS];
  for (const address of addresses) {
    const rendered = await renderPage({ urlOriginal: address, site });
    if (rendered.errorWhileRendering) throw rendered.errorWhileRendering;
    // Vike's own page, not ours (a page folder without its Page, say), would otherwise be written as it.
    const status = rendered.httpResponse?.statusCode;
    if (status !== (address === NOT_FOUND_ADDRESS ? 404 : 200)) throw new Error(`${address}: Vike answered ${status}`);
    const page = address === NOT_FOUND_ADDRESS ? '404.html' : path.join(...address.split('/'), 'index.html');
    const file = path.join(outDir, BUILD_LAYOUT.client, page);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, rendered.httpResponse.body);
  }
  fs.rmSync(serverDir, { recursive: true });
  return addresses.length;
}

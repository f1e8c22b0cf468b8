/** The files static hosts and search engines read beside the pages: sitemap.xml, robots.txt, _redirects. */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../siteContent/loadContent';
import { renderRedirectsFile } from '../siteContent/redirects';
import { absoluteUrl, indexSite, listIndexableSlugs } from '../siteContent/routes';

export function writeSeoFiles(content: SiteContent, clientDir: string): void {
  const site = indexSite(content);
  const urls = listIndexableSlugs(site).map((slug) => `  <url><loc>${absoluteUrl(content, slug)}</loc></url>`);
  fs.writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  fs.writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(content, '/sitemap.xml')}\n`,
  );
  fs.writeFileSync(path.join(clientDir, '_redirects'), renderRedirectsFile(site.redirects));
}

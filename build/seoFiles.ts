import fs from 'node:fs';
import path from 'node:path';
import { HEADERS_FILE, renderHeadersFile } from '../built-site/headersFile';
import { everyLanguage, type SiteContent } from '../content-pipeline/contentTypes';
import { renderRedirectsFile } from '../content-pipeline/redirects';
import { absoluteUrl, indexSite, listIndexablePages, searchPath } from '../content-pipeline/routes';
import { renderFeed } from '../content-pipeline/feed';

export function writeSeoFiles(content: SiteContent, clientDir: string): void {
  const site = indexSite(content);
  const urls = listIndexablePages(site).map(({ path: pagePath, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
    return `  <url><loc>${absoluteUrl(content, pagePath)}</loc>${lastmod}</url>`;
  });
  fs.writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  fs.writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(content, '/sitemap.xml')}\n`,
  );
  fs.writeFileSync(path.join(clientDir, '_redirects'), renderRedirectsFile(site.redirects));
  fs.writeFileSync(path.join(clientDir, HEADERS_FILE), renderHeadersFile(searchPath(content)));
  for (const language of everyLanguage(content)) {
    const feed = renderFeed(language);
    if (feed) fs.writeFileSync(path.join(clientDir, ...feed.path.split('/')), feed.xml);
  }
}

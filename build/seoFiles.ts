import fs from 'node:fs';
import path from 'node:path';
import { renderHeadersFile } from '../built-site/responseHeaders';
import { everyLanguage, type SiteContent } from '../content-pipeline/contentTypes';
import { renderRedirectsFile } from '../content-pipeline/redirects';
import { absoluteUrl, indexSite, listIndexablePages, searchPath } from '../content-pipeline/routes';
import { renderFeed } from '../content-pipeline/feed';

export function writeSeoFiles(content: SiteContent, clientDir: string): void {
  const site = indexSite(content);
  const write = (file: string, text: string) => fs.writeFileSync(path.join(clientDir, file), text);
  const urls = listIndexablePages(site).map(({ path: pagePath, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
    return `  <url><loc>${absoluteUrl(content, pagePath)}</loc>${lastmod}</url>`;
  });
  write(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(content, '/sitemap.xml')}\n`);
  write('_redirects', renderRedirectsFile(site.redirects));
  write('_headers', renderHeadersFile(searchPath(content)));
  for (const language of everyLanguage(content)) {
    const feed = renderFeed(language);
    if (feed) write(feed.path, feed.xml);
  }
}

// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadContent } from '../../siteContent/loadContent';
import { listRedirects } from '../../siteContent/redirects';
import { absoluteUrl, normalisePath } from '../../siteContent/routes';
import { buildSiteData, getPageTitle } from '../buildPageData';

export function data(pageContext: PageContextServer) {
  const content = loadContent();
  const path = normalisePath(pageContext.urlPathname);
  const redirect = listRedirects(content).find((r) => r.from === path);
  if (!redirect) throw render(404);
  return {
    head: {
      title: getPageTitle('Page moved', content),
      description: `This address has moved to ${redirect.to}.`,
      canonicalUrl: absoluteUrl(content, redirect.to),
      noindex: true,
      redirectTo: redirect.to,
    },
    site: buildSiteData(content),
    target: redirect.to,
  };
}

export type Data = ReturnType<typeof data>;

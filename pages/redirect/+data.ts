// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { absoluteUrl } from '../../content-pipeline/routes';
import { buildSiteData, getPageTitle } from '../../page-data/buildPageData';

export function data(pageContext: PageContextServer) {
  const { site } = pageContext.globalContext;
  const redirect = site.redirectAt(pageContext.urlPathname);
  if (!redirect) throw render(404);
  return {
    head: {
      title: getPageTitle('Page moved', site.content),
      description: `This address has moved to ${redirect.to}.`,
      canonicalUrl: absoluteUrl(site.content, redirect.to),
      noindex: true,
      redirectTo: redirect.to,
    },
    site: buildSiteData(site.content),
    target: redirect.to,
  };
}

export type Data = ReturnType<typeof data>;

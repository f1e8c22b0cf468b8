// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { absoluteUrl } from '../../content-pipeline/routes';
import { buildSiteData, getPageTitle } from '../../page-data/buildPageData';
import { languageOfPath, messagesIn } from '../../lib/languages';

export function data(pageContext: PageContextServer) {
  const { site } = pageContext;
  const redirect = site.redirectAt(pageContext.urlPathname);
  if (!redirect) throw render(404);
  const lang = languageOfPath(redirect.to);
  const content = site.contentIn(lang);
  const text = messagesIn(lang).shell;
  return {
    head: {
      title: getPageTitle(text.pageMoved, content),
      description: text.movedTo(redirect.to),
      canonicalUrl: absoluteUrl(site.content, redirect.to),
      noindex: true,
      redirectTo: redirect.to,
    },
    site: buildSiteData(content),
    target: redirect.to,
  };
}

export type Data = ReturnType<typeof data>;

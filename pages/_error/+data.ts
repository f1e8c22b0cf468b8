// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { NOT_FOUND_PAGE_NAME } from '../../content-pipeline/routes';
import { buildHead, buildSiteData } from '../../page-data/buildPageData';
import { languageOfPath } from '../../lib/languages';

/** The not-found page's copy lives in content/pages/not-found.mdx like every other page. */
export function data(pageContext: PageContextServer) {
  const { site } = pageContext;
  // An unknown address under /fr/ is answered in French when the French site has its not-found page.
  const lang = languageOfPath(pageContext.urlPathname);
  const translated = site.pageIn(lang, NOT_FOUND_PAGE_NAME);
  const entry = translated ?? site.page(NOT_FOUND_PAGE_NAME);
  const content = translated ? site.contentIn(lang) : site.content;
  return {
    head: { ...buildHead(content, entry), noindex: true },
    site: buildSiteData(content),
    entry,
    sourceFile: entry.file,
  };
}

export type Data = ReturnType<typeof data>;

// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { NOT_FOUND_PAGE_NAME } from '../../content-pipeline/routes';
import { buildHead, buildSiteData } from '../../page-data/buildPageData';

/** The not-found page's copy lives in content/pages/not-found.mdx like every other page. */
export function data(pageContext: PageContextServer) {
  const { content } = pageContext.globalContext.site;
  const entry = pageContext.globalContext.site.page(NOT_FOUND_PAGE_NAME);
  return {
    head: { ...buildHead(content, entry), noindex: true },
    site: buildSiteData(content),
    entry,
    sourceFile: entry.file,
  };
}

export type Data = ReturnType<typeof data>;

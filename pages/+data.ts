// https://vike.dev/data The content pages' (content/, contact/, search/); _error/, insights/ and redirect/ have their own.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { langOf } from '../content-pipeline/contentTypes';
import { buildPageData, withVersions, type ContentPageData } from '../page-data/buildPageData';

export function data(pageContext: PageContextServer): ContentPageData {
  const { site } = pageContext;
  const entry = site.entryAt(pageContext.urlPathname);
  if (!entry) throw render(404);
  return withVersions(site, entry.frontmatter.slug, buildPageData(site.contentIn(langOf(entry)), entry));
}

export type Data = ContentPageData;

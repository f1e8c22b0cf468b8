import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { buildPageData, withVersions, type ContentPageData } from './buildPageData';
import { langOf } from '../content-pipeline/contentTypes';

export function loadContentPageData(pageContext: PageContextServer): ContentPageData {
  const { site } = pageContext;
  const entry = site.entryAt(pageContext.urlPathname);
  if (!entry) throw render(404);
  return withVersions(site, entry.frontmatter.slug, buildPageData(site.contentIn(langOf(entry)), entry));
}

export type { ContentPageData };

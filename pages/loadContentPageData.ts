import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadContent } from '../siteContent/loadContent';
import { findEntryBySlug } from '../siteContent/routes';
import { buildPageData } from './buildPageData';

/** The +data hook of every page that shows one content file (pages/content and pages/contact). */
export function loadContentPageData(pageContext: PageContextServer) {
  const content = loadContent();
  const entry = findEntryBySlug(content, pageContext.urlPathname);
  if (!entry) throw render(404);
  return buildPageData(content, entry);
}

export type ContentPageData = ReturnType<typeof loadContentPageData>;

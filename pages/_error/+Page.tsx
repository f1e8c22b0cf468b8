import { SiteLayout } from '../../components/layout/SiteLayout';
import { MdxBody } from '../../components/mdx/MdxBody';
import { SiteDirectory } from '../../components/wayfinding/SiteDirectory';
import { SearchForm } from '../../components/search/SearchForm';
import { standaloneSearch } from '../../components/search/Search.css';
import { container } from '../../styles/layout.css';
import { usePageData, useShellText } from '../../renderer/PageDataContext';
import type { Data } from './+data';

/**
 * Rendered for every unknown address (HTTP 404) and prerendered as 404.html: the editors' text,
 * a search box (when the site has search), then the practice areas and the main pages, so a
 * broken link is one step from the right page.
 */
export default function Page() {
  const { entry, site } = usePageData<Data>();
  const text = useShellText();
  return (
    <SiteLayout currentPath={entry.frontmatter.slug}>
      <MdxBody file={entry.file} />
      {site.searchPath && (
        <div className={`${container} ${standaloneSearch}`}>
          <SearchForm action={site.searchPath} inputId="not-found-search" label={text.searchForIt} />
        </div>
      )}
      <SiteDirectory />
      {/* Tells whoever opens the console which address was missing. */}
      <script src="/scripts/log-not-found.js" defer />
    </SiteLayout>
  );
}

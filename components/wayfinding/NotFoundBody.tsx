import { MdxBody } from '../mdx/MdxBody';
import { SearchForm } from '../search/SearchForm';
import { standaloneSearch } from '../search/Search.css';
import { container } from '../../styles/layout.css';
import { useShellText, useSite } from '../PageDataContext';
import { SiteDirectory } from './SiteDirectory';

/** A translation's not-found page is prerendered at its address and copied to its language's 404.html. */
export function NotFoundBody({ file }: { file: string }) {
  const { searchPath } = useSite();
  const text = useShellText();
  return (
    <>
      <MdxBody file={file} />
      {searchPath && (
        <div className={`${container} ${standaloneSearch}`}>
          <SearchForm action={searchPath} inputId="not-found-search" label={text.searchForIt} />
        </div>
      )}
      <SiteDirectory />
      {/* Tells whoever opens the console which address was missing. */}
      <script src="/scripts/log-not-found.js" defer />
    </>
  );
}

import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-serif-4/latin-600.css';
import '../../styles/global.css';
import '../../styles/print.css';
import type { ReactNode } from 'react';
import { useShellText } from '../PageDataContext';
import { searchAttributes, searchMeta, type SearchEntry } from '../search/searchIndexing';
import { CurrentPathContext } from './currentPath';
import { BookingBar } from './BookingBar';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { skipLink } from './SkipLink.css';
import { TopStrip } from './TopStrip';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every page. A page given `searchAs` is found by the site's search (its main content only). */
export function SiteLayout({
  currentPath,
  searchAs,
  withBookingBar = true,
  children,
}: {
  currentPath: string;
  searchAs?: SearchEntry;
  /** False on the form's pages, where the bar would only cover it, and on the thank-you page: the request is made. */
  withBookingBar?: boolean;
  children: ReactNode;
}) {
  return (
    <CurrentPathContext value={currentPath}>
      <a className={skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {useShellText().skipLink}
      </a>
      <TopStrip />
      <SiteHeader currentPath={currentPath} />
      {/* tabIndex lets the skip link move focus here in every browser */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} {...searchAttributes(searchAs)}>
        {searchAs?.date && <span hidden {...searchMeta('date', searchAs.date)} />}
        {searchAs?.terms?.length ? <span hidden {...searchMeta('terms', searchAs.terms.join(', '))} /> : null}
        {children}
        {withBookingBar && <BookingBar />}
      </main>
      <SiteFooter />
    </CurrentPathContext>
  );
}

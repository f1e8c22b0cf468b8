import { createContext, useContext, type ReactNode } from 'react';
import type { PageData, SiteData } from '../page-data/views';
import { messagesIn, type Messages } from '../messages';

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/** The current page's data, as its +data hook returned it. */
export function usePageData<Data extends PageData = PageData>(): Data {
  const data = useContext(PageDataContext);
  // Loud on purpose: every page is rendered inside PageDataProvider by onRenderHtml.
  if (!data) throw new Error('usePageData() used outside PageDataProvider');
  return data as Data;
}

export function useSite(): SiteData {
  return usePageData().site;
}

/** The frame's words in the page's language. */
export function useShellText(): Messages['shell'] {
  return messagesIn(useSite().lang).shell;
}

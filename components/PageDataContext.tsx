import { createContext, useContext } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { PageData, SiteData } from '../page-data/views';
import { messagesIn, type Messages } from '../lib/languages';
import { bookingHref } from './consultation-form/island';

export const PageDataContext = createContext<PageData | null>(null);

/** The editors' components, given by PageRoot: a context, since some of them render bodies themselves. */
export const MdxComponentsContext = createContext<MDXComponents | null>(null);

export function usePageData<Data extends PageData = PageData>(): Data {
  const data = useContext(PageDataContext);
  // Loud on purpose: every page is rendered inside PageRoot by onRenderHtml.
  if (!data) throw new Error('usePageData() used outside PageRoot');
  return data as Data;
}

export function useSite(): SiteData {
  return usePageData().site;
}

export function useShellText(): Messages['shell'] {
  return messagesIn(useSite().lang).shell;
}

/** Where the page's "Free consultation" links lead: the form, with the page's practice area chosen. */
export function useBookingHref(): string {
  const { site, practiceArea } = usePageData();
  return bookingHref(site.contactPath, practiceArea);
}

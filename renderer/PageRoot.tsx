import type { ReactNode } from 'react';
import { mdxComponents } from '../components/mdx/mdxComponents';
import { MdxComponentsContext } from '../components/mdx/MdxComponentsContext';
import type { PageData } from '../page-data/views';
import { PageDataProvider } from '../components/PageDataContext';

/** What every page is rendered inside: its data, and the components its MDX bodies may use. */
export function PageRoot({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <PageDataProvider data={data}>
      <MdxComponentsContext.Provider value={mdxComponents}>{children}</MdxComponentsContext.Provider>
    </PageDataProvider>
  );
}

import type { ReactNode } from 'react';
import { mdxComponents } from '../components/mdx/mdxComponents';
import type { PageData } from '../page-data/views';
import { MdxComponentsContext, PageDataContext } from '../components/PageDataContext';

/** What every page is rendered inside: its data, and the components its MDX bodies may use. */
export function PageRoot({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <PageDataContext value={data}>
      <MdxComponentsContext value={mdxComponents}>{children}</MdxComponentsContext>
    </PageDataContext>
  );
}

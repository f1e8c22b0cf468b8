import { SiteLayout } from '../../components/layout/SiteLayout';
import { MdxBody } from '../../components/mdx/MdxBody';
import { usePageData } from '../../components/PageDataContext';
import type { Data } from './+data';

/** Not itself in the index: a search for a word would otherwise find the search page. */
export default function Page() {
  const { entry } = usePageData<Data>();
  return (
    <SiteLayout currentPath={entry.frontmatter.slug}>
      <MdxBody file={entry.file} />
    </SiteLayout>
  );
}

import { SiteLayout } from '../../components/layout/SiteLayout';
import { MdxBody } from '../../components/mdx/MdxBody';
import { usePageData } from '../../components/PageDataContext';
import type { Data } from './+data';
import { isSearchable } from '../../content-pipeline/routes';

export default function Page() {
  const { entry } = usePageData<Data>();
  return (
    // The form is the page: no booking bar over it.
    <SiteLayout
      currentPath={entry.frontmatter.slug}
      searchAs={isSearchable(entry) ? { kind: 'Page' } : undefined}
      withBookingBar={false}
    >
      <MdxBody file={entry.file} />
    </SiteLayout>
  );
}

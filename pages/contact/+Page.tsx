import { SiteLayout } from '../../components/layout/SiteLayout';
import { MdxBody } from '../../components/mdx/MdxBody';
import { usePageData } from '../../renderer/PageDataContext';
import type { Data } from './+data';
import { isSearchable } from '../../content-pipeline/routes';

export default function Page() {
  const { entry } = usePageData<Data>();
  return (
    <SiteLayout currentPath={entry.frontmatter.slug} searchAs={isSearchable(entry) ? { kind: 'Page' } : undefined}>
      <MdxBody file={entry.file} />
    </SiteLayout>
  );
}

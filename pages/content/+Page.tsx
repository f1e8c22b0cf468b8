import { MdxBody } from '../../components/mdx/MdxBody';
import { ServicePage } from '../../components/service/ServicePage';
import { SiteLayout } from '../../components/layout/SiteLayout';
import { usePageData } from '../../renderer/PageDataContext';
import type { Data } from './+data';

export default function Page() {
  const { entry } = usePageData<Data>();
  return (
    <SiteLayout currentPath={entry.frontmatter.slug}>
      {entry.kind === 'service' ? <ServicePage service={entry} /> : <MdxBody file={entry.file} />}
    </SiteLayout>
  );
}

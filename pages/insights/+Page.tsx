import { ArticleListing } from '../../components/article/ArticleListing';
import { SiteLayout } from '../../components/layout/SiteLayout';
import { usePageData } from '../../components/PageDataContext';
import type { Data } from './+data';

export default function Page() {
  const { listing, sourceFile } = usePageData<Data>();
  return (
    <SiteLayout currentPath={listing.path}>
      <ArticleListing listing={listing} insightsFile={sourceFile} />
    </SiteLayout>
  );
}

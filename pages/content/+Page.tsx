import { ArticlePage } from '../../components/article/ArticlePage';
import { AfterRequest } from '../../components/wayfinding/AfterRequest';
import { THANK_YOU_PATH } from '../../consultation-request/endpoint';
import { MdxBody } from '../../components/mdx/MdxBody';
import { ServicePage } from '../../components/service/ServicePage';
import { SiteLayout } from '../../components/layout/SiteLayout';
import { usePageData } from '../../renderer/PageDataContext';
import type { Data } from './+data';

export default function Page() {
  const { entry, article } = usePageData<Data>();
  return (
    <SiteLayout currentPath={entry.frontmatter.slug}>
      {entry.kind === 'service' ? (
        <ServicePage service={entry} />
      ) : entry.kind === 'article' && article ? (
        <ArticlePage entry={entry} article={article} />
      ) : (
        <MdxBody file={entry.file} />
      )}
      {/* Where a sent request lands (without JavaScript): what to do while the firm reads it. */}
      {entry.frontmatter.slug === THANK_YOU_PATH && <AfterRequest />}
    </SiteLayout>
  );
}

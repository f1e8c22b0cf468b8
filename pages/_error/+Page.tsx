import { SiteLayout } from '../../components/layout/SiteLayout';
import { NotFoundBody } from '../../components/wayfinding/NotFoundBody';
import { usePageData } from '../../components/PageDataContext';
import type { Data } from './+data';

/** Rendered for every unknown address (HTTP 404) and prerendered as 404.html. */
export default function Page() {
  const { entry } = usePageData<Data>();
  return (
    <SiteLayout currentPath={entry.frontmatter.slug}>
      <NotFoundBody file={entry.file} />
    </SiteLayout>
  );
}

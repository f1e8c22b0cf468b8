// https://vike.dev/Page The page of a content file, for content/, contact/ (the form: no booking bar over it), search/
// and _error/ (every unknown address, HTTP 404, written as 404.html); insights/ and redirect/ have their own.
import { ArticlePage } from '../components/article/ArticlePage';
import { AfterRequest } from '../components/wayfinding/AfterRequest';
import { MdxBody, useBodyUses } from '../components/mdx/MdxBody';
import { ServicePage } from '../components/service/ServicePage';
import { SiteLayout } from '../components/layout/SiteLayout';
import { usePageData, useSite } from '../components/PageDataContext';
import type { SearchEntry } from '../components/search/searchIndexing';
import type { TeamMember } from '../page-data/views';
import type { RoutableEntry } from '../content-pipeline/contentTypes';
import { isNotFoundPage, isSearchable, THANK_YOU_PAGE_NAME } from '../content-pipeline/routes';
import { NotFoundBody } from '../components/wayfinding/NotFoundBody';
import type { Data } from './+data';

export default function Page() {
  const { entry, article } = usePageData<Data>();
  const { team, facts } = useSite();
  const hasForm = useBodyUses(entry.file, 'ConsultationForm');
  const hasFormErrors = useBodyUses(entry.file, 'FormErrorList');
  const isThankYou = entry.kind === 'page' && entry.name === THANK_YOU_PAGE_NAME;
  return (
    <SiteLayout
      currentPath={entry.frontmatter.slug}
      searchAs={isSearchable(entry) ? searchEntry(entry, team, Object.values(facts.notices)) : undefined}
      withBookingBar={!hasForm && !hasFormErrors && !isThankYou}
    >
      {entry.kind === 'service' ? (
        <ServicePage service={entry} />
      ) : entry.kind === 'article' && article ? (
        <ArticlePage entry={entry} article={article} />
      ) : isNotFoundPage(entry) ? (
        <NotFoundBody file={entry.file} />
      ) : (
        <MdxBody file={entry.file} />
      )}
      {/* Where a sent request lands (without JavaScript): what to do while the firm reads it. */}
      {isThankYou && <AfterRequest />}
    </SiteLayout>
  );
}

/** What the search says a page is: a practice area, a guide (with its day), the team's profiles, a notice, or a page. */
function searchEntry(entry: RoutableEntry, team: TeamMember[], notices: string[]): SearchEntry {
  if (entry.kind === 'service') return { kind: 'service', terms: entry.frontmatter.searchTerms };
  if (entry.kind === 'article') return { kind: 'article', date: entry.frontmatter.date };
  if (notices.includes(entry.frontmatter.slug)) return { kind: 'notice' };
  const showsProfiles = team.some((member) => member.profileHref.startsWith(`${entry.frontmatter.slug}#`));
  return { kind: showsProfiles ? 'profiles' : 'page', terms: entry.frontmatter.searchTerms };
}

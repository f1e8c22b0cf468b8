// https://vike.dev/onBeforePrerenderStart
import { prerenderSite } from '../../page-data/prerenderSite';
import { CONTACT_PAGE_NAME } from '../../content-pipeline/routes';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const site = await prerenderSite();
  // The contact page in every language that has one: `/contact`, `/fr/contact`.
  return site.routable.flatMap((entry) =>
    entry.kind === 'page' && entry.name === CONTACT_PAGE_NAME ? [entry.frontmatter.slug] : [],
  );
}

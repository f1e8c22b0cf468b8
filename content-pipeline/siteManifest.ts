/** The facts the server needs from the content, in the shape the build writes to dist/site.json. */
import type { FormPages, SiteManifest } from '../built-site/manifest';
import { CONTACT_ERRORS_PATH, THANK_YOU_PATH } from '../consultation-request/endpoint';
import { langOf } from './contentTypes';
import { oncePerObject } from '../lib/oncePerObject';
import { serviceAreaOptions } from '../consultation-request/options';
import type { SiteContent } from './contentTypes';
import {
  CONTACT_ERRORS_PAGE_NAME,
  CONTACT_PAGE_NAME,
  indexSite,
  absoluteUrl,
  listPagePaths,
  searchPath,
  THANK_YOU_PAGE_NAME,
  type SiteIndex,
} from './routes';

export const siteManifestOf = oncePerObject(function collectManifest(content: SiteContent): SiteManifest {
  const site = indexSite(content);
  return {
    firmEmail: content.facts.email,
    serviceAreas: serviceAreaOptions(content.services.map((service) => service.frontmatter)),
    redirects: site.redirects,
    pages: listPagePaths(site),
    requestRetentionDays: content.facts.requestRetentionDays,
    siteUrl: absoluteUrl(content, '/'),
    ...(searchPath(content) ? { searchPath: searchPath(content) } : {}),
    ...formPagesOf(site),
  };
});

function formPagesOf(site: SiteIndex): Pick<SiteManifest, 'formPages'> {
  const entries = Object.values(site.content.translations ?? {}).flatMap((translation) => {
    const lang = langOf(translation);
    const slugOf = (name: string, otherwise: string) => site.pageIn(lang, name)?.frontmatter.slug ?? otherwise;
    const contact = site.pageIn(lang, CONTACT_PAGE_NAME);
    if (!contact) return [];
    const pages: FormPages = {
      contact: contact.frontmatter.slug,
      thankYou: slugOf(THANK_YOU_PAGE_NAME, THANK_YOU_PATH),
      errors: slugOf(CONTACT_ERRORS_PAGE_NAME, CONTACT_ERRORS_PATH),
    };
    return [[lang, pages] as const];
  });
  return entries.length > 0 ? { formPages: Object.fromEntries(entries) } : {};
}

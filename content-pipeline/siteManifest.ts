/** The facts the server needs from the content, in the shape the build writes to dist/site.json. */
import type { SiteManifest } from '../build-output/manifest';
import { oncePerObject } from '../lib/oncePerObject';
import { serviceAreaOptions } from '../consultation-request/serviceAreas';
import type { SiteContent } from './contentTypes';
import { indexSite, listPagePaths, searchPath } from './routes';

/** Built once per content object: the dev server asks for it on every request. */
export const siteManifestOf = oncePerObject(function collectManifest(content: SiteContent): SiteManifest {
  const site = indexSite(content);
  return {
    firmEmail: content.facts.email,
    serviceAreas: serviceAreaOptions(content.services.map((service) => service.frontmatter)),
    redirects: site.redirects,
    pages: listPagePaths(site),
    requestRetentionDays: content.facts.requestRetentionDays,
    ...(searchPath(content) ? { searchPath: searchPath(content) } : {}),
  };
});

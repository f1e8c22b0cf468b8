/** The facts the server needs from the content, in the shape the build writes to dist/site.json. */
import type { SiteManifest } from '../builtSite/manifest';
import { serviceAreaOptions } from '../consultation/serviceAreas';
import type { SiteContent } from './loadContent';
import { indexSite } from './routes';

const manifests = new WeakMap<SiteContent, SiteManifest>();

/** Built once per content object: the dev server asks for it on every request. */
export function siteManifestOf(content: SiteContent): SiteManifest {
  let manifest = manifests.get(content);
  if (!manifest) {
    manifest = collectManifest(content);
    manifests.set(content, manifest);
  }
  return manifest;
}

function collectManifest(content: SiteContent): SiteManifest {
  const site = indexSite(content);
  return {
    firmEmail: content.facts.email,
    serviceAreas: serviceAreaOptions(content.services.map((service) => service.frontmatter)),
    redirects: site.redirects,
    pages: site.routable.map((entry) => entry.frontmatter.slug),
  };
}

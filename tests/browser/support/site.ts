/** What the browser tests of behaviour know about the site they test: the fixture content. */
import { loadContent } from '../../../siteContent/loadContent';
import { indexSite } from '../../../siteContent/routes';
import { FIXTURE_CONTENT_DIR } from '../../support/fixtureSite';

export const content = loadContent(FIXTURE_CONTENT_DIR);
export const site = indexSite(content);
export const routes = site.routable.map((entry) => entry.frontmatter.slug);
export const redirects = site.redirects;
export const services = content.services.map((service) => service.frontmatter);

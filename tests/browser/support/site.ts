/** What the browser tests know about the site: read from content/, like the site itself. */
import { loadContent } from '../../../siteContent/loadContent';
import { indexSite } from '../../../siteContent/routes';

export const content = loadContent();
export const site = indexSite(content);
export const routes = site.routable.map((entry) => entry.frontmatter.slug);
export const redirects = site.redirects;
export const services = content.services.map((service) => service.frontmatter);

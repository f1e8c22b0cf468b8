/** What the browser tests know about the site: read from content/, like the site itself. */
import { loadContent } from '../../../siteContent/loadContent';
import { listRedirects } from '../../../siteContent/redirects';
import { listRoutableEntries } from '../../../siteContent/routes';

export const content = loadContent();
export const routes = listRoutableEntries(content).map((entry) => entry.frontmatter.slug);
export const redirects = listRedirects(content);
export const services = content.services.map((service) => service.frontmatter);

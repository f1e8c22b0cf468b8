/** The real content/, as the launch-copy check and the real-content sweep read it. */
import path from 'node:path';
import { loadContent } from '../../content-pipeline/loadContent';
import { indexSite } from '../../content-pipeline/routes';

export const REAL_CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');
export const REAL_BUILD_CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');

export const realContent = loadContent(REAL_CONTENT_DIR);
export const realSite = indexSite(realContent);
export const realRoutes = realSite.routable.map((entry) => entry.frontmatter.slug);

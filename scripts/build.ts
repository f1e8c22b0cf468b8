/** `npm run build`: see siteBuild/buildSite.ts. Exit code 1 when the content or the built pages have errors. */
import { buildSite } from '../siteBuild/buildSite';

process.exitCode = (await buildSite()) ? 0 : 1;

/** `npm run build`: see build/buildSite.ts. Exit code 1 when the content or the built pages have errors. */
import { buildSite } from '../build/buildSite';

process.exitCode = (await buildSite()) ? 0 : 1;

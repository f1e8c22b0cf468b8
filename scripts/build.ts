/**
 * `npm run build`: see build/buildSite.ts. Exit code 1 when the content or the built pages have
 * errors, and when the build itself fails (its error printed): a failure never exits 0.
 */
import { buildSite } from '../build/buildSite';

try {
  process.exitCode = (await buildSite()) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}

import type { SiteFacts } from '../../content-pipeline/schema';
import { isLanguageRoot } from '../../lib/languages';

export type CurrentMark = 'page' | 'true' | undefined;

/** "What We Do" is also current on every practice area's page. */
export function currentMark(
  link: Pick<SiteFacts['navigation'][number], 'href' | 'servicesMenu'>,
  currentPath: string,
  serviceSlugs: readonly string[],
): CurrentMark {
  if (link.href === currentPath) return 'page';
  // A home page (`/`, `/fr`) is no section: every page of its language is under it.
  if (!isLanguageRoot(link.href) && currentPath.startsWith(`${link.href}/`)) return 'true';
  if (link.servicesMenu && serviceSlugs.includes(currentPath)) return 'true';
  return undefined;
}

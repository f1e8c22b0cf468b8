/**
 * The footer's copyright line reads `copyrightYear` of content/site.yaml: a year behind the
 * current one tells visitors the site is not looked after. `npm run check:launch` lists it.
 */
import type { LaunchItem } from '../lib/launchItem';
import type { SiteContent, SourceFile } from './contentTypes';

const SITE_FACTS = 'content/site.yaml';

/** @param now the day of the check (a parameter, so a test can fix it) */
export function checkCopyrightYear(content: SiteContent, files: readonly SourceFile[], now: Date): LaunchItem[] {
  const year = content.facts.copyrightYear;
  const thisYear = now.getFullYear();
  if (year >= thisYear) return [];
  const line = files.find((source) => source.file === SITE_FACTS)?.parsed.lineOf('copyrightYear');
  return [
    {
      file: SITE_FACTS,
      line,
      message: `copyrightYear is ${year}, behind this year (${thisYear}): write copyrightYear: ${thisYear}`,
    },
  ];
}

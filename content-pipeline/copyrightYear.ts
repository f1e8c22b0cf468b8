/** A copyright year behind the current one tells visitors the site is not looked after. */
import type { LaunchItem } from '../lib/launchItem';
import type { SiteContent, SourceFile } from './contentTypes';

const SITE_FACTS = 'content/site.yaml';

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

/** A copyright year behind the current one tells visitors the site is not looked after. */
import type { LaunchItem } from '../lib/launchItem';
import { everyLanguage, type SiteContent, type SourceFile } from './contentTypes';

const SITE_FACTS = 'content/site.yaml';

/** The footer's year: the firm's fact, or the year of the newest guide (in any language) when later. */
export function copyrightYearOf(content: SiteContent): number {
  const days = everyLanguage(content.original ?? content).flatMap((site) =>
    site.articles.map((article) => article.frontmatter.updated ?? article.frontmatter.date),
  );
  return Math.max(content.facts.copyrightYear, ...days.map((day) => Number(day.slice(0, 4))));
}

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

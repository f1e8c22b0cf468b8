/**
 * The checks of an article that need other files: its slug sits one level under the Insights
 * page, its author is a team profile and its areas are practice areas. Drafts are checked too,
 * so the mistake is found while the draft is reviewed, not when it is published.
 */
import { INSIGHTS_PAGE_NAME, RESERVED_ARTICLE_WORDS, insightsPage } from './articles';
import type { ContentProblem } from './contentProblem';
import type { ArticleEntry, SiteContent } from './loadContent';
import { nearestName } from './nearestName';

const INSIGHTS_FILE = `content/pages/${INSIGHTS_PAGE_NAME}.mdx`;

/** The file names (without `.mdx`) of every file in content/team/ and content/services/, loaded or not. */
export interface NamesOnDisk {
  team: string[];
  services: string[];
}

/**
 * @param onDisk the names of every team and service file, including those with errors of their
 *   own: an article naming such a file is not a second mistake.
 */
export function checkArticles(
  content: SiteContent,
  articles: ArticleEntry[],
  onDisk: NamesOnDisk,
  today = torontoToday(),
): ContentProblem[] {
  const insights = insightsPage(content);
  if (!insights) {
    return [
      {
        file: INSIGHTS_FILE,
        severity: 'error',
        message: 'is missing: it is the Insights page, which lists the articles; restore it from git',
      },
    ];
  }
  const teamNames = onDisk.team;
  const areaNames = onDisk.services;
  return articles.flatMap((article) => [
    ...checkSlug(article, insights.frontmatter.slug),
    ...checkName(article, 'author', article.frontmatter.author, teamNames, 'a profile in content/team/'),
    ...article.frontmatter.areas.flatMap((area, index) =>
      checkName(article, `areas[${index}]`, area, areaNames, 'a practice area in content/services/'),
    ),
    ...checkNotAhead(article, today),
  ]);
}

function checkSlug(article: ArticleEntry, base: string): ContentProblem[] {
  const { slug } = article.frontmatter;
  const word = slug.startsWith(`${base}/`) ? slug.slice(base.length + 1) : undefined;
  const problem = (message: string): ContentProblem[] => [
    { file: article.file, field: 'slug', severity: 'error', message },
  ];
  if (word === undefined || word.includes('/')) {
    const lastWord = slug.split('/').filter(Boolean).pop() ?? article.name;
    return problem(
      `must be one level under the Insights page's address "${base}" (found "${slug}"): write slug: ${base}/${lastWord}`,
    );
  }
  if (RESERVED_ARTICLE_WORDS.includes(word)) {
    return problem(
      `"${slug}" is kept for the lists of articles: choose another slug, e.g. ${base}/${article.name === word ? `${word}-guide` : article.name}`,
    );
  }
  return [];
}

/** `author` and each of `areas` name a file of another folder, without `.mdx`. */
function checkName(
  article: ArticleEntry,
  field: string,
  value: string,
  known: string[],
  what: string,
): ContentProblem[] {
  if (known.includes(value)) return [];
  const guess = nearestName(value, known);
  const choices = known.length <= 6 ? `: write one of ${known.map((name) => `"${name}"`).join(', ')}` : '';
  const fix = guess ? `: did you mean "${guess}"?` : choices || `: write the file name of ${what}, without .mdx`;
  return [{ file: article.file, field, severity: 'error', message: `"${value}" is not ${what}${fix}` }];
}

/** A date after today is shown as soon as the site is built: most likely a typo, so it is a warning. */
function checkNotAhead(article: ArticleEntry, today: string): ContentProblem[] {
  return (['date', 'updated'] as const).flatMap((field) => {
    const day = article.frontmatter[field];
    if (day === undefined || day <= today) return [];
    return [
      {
        file: article.file,
        field,
        severity: 'warning' as const,
        message: `"${day}" is after today (${today}): the site shows this day as soon as it is built; write the day it is published`,
      },
    ];
  });
}

/** Today in Toronto, `YYYY-MM-DD`: the firm's day, whatever the build machine's time zone. */
function torontoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

/** The checks of an article that need other files (drafts too, so a mistake is found in review, not at publication). */
import { INSIGHTS_PAGE_NAME, RESERVED_ARTICLE_WORDS, insightsPage } from './articles';
import type { ContentProblem } from './contentProblem';
import type { ArticleEntry, PageEntry, ServiceEntry, SiteContent } from './contentTypes';
import { nearestName } from './nearestName';

const INSIGHTS_FILE = `content/pages/${INSIGHTS_PAGE_NAME}.mdx`;

/** `onDisk`: every team and service file, with errors or not: an article naming one is not a second mistake. */
export function checkArticles(
  content: SiteContent,
  articles: ArticleEntry[],
  onDisk: { team: string[]; services: string[] },
  today = torontoToday(),
): ContentProblem[] {
  const insights = insightsPage(content);
  if (!insights) {
    const message = 'is missing: it is the Insights page, which lists the articles; restore it from git';
    return [{ file: INSIGHTS_FILE, severity: 'error', message }];
  }
  const base = insights.frontmatter.slug;
  const others = [...content.pages, ...content.services];
  return [
    ...others.flatMap((entry) => checkOutsideInsights(entry, base)),
    ...content.team.flatMap((member) =>
      member.frontmatter.areas.flatMap((area, index) =>
        checkFileReference(member, `areas[${index}]`, area, onDisk.services, 'a practice area in content/services/'),
      ),
    ),
    ...articles.flatMap((article) => [
      ...checkSlug(article, base),
      ...checkListAliases(article, base),
      ...checkFileReference(article, 'author', article.frontmatter.author, onDisk.team, 'a profile in content/team/'),
      ...article.frontmatter.areas.flatMap((area, index) =>
        checkFileReference(article, `areas[${index}]`, area, onDisk.services, 'a practice area in content/services/'),
      ),
      ...checkNotAhead(article, today),
    ]),
  ];
}

/** Under the Insights page, addresses are the articles' and their lists'; an alias there is fine, unless it is a list's. */
function checkOutsideInsights(entry: PageEntry | ServiceEntry, base: string): ContentProblem[] {
  const kept = `is under the Insights page's address "${base}", which is kept for articles and their lists`;
  const inside = entry.frontmatter.slug.startsWith(`${base}/`);
  return [
    ...(inside ? [error(entry.file, 'slug', `${kept}: choose another slug`)] : []),
    ...checkListAliases(entry, base),
  ];
}

function checkListAliases(entry: PageEntry | ServiceEntry | ArticleEntry, base: string): ContentProblem[] {
  return entry.frontmatter.aliases.flatMap((alias, index) => {
    const message = `"${alias}" is the address of a list of articles: remove it from aliases`;
    return isListAddress(alias, base) ? [error(entry.file, `aliases[${index}]`, message)] : [];
  });
}

function isListAddress(path: string, base: string): boolean {
  if (!path.startsWith(`${base}/`)) return false;
  return RESERVED_ARTICLE_WORDS.includes(path.slice(base.length + 1).split('/')[0] ?? '');
}

function checkSlug(article: ArticleEntry, base: string): ContentProblem[] {
  const { slug } = article.frontmatter;
  const word = slug.startsWith(`${base}/`) ? slug.slice(base.length + 1) : undefined;
  const problem = (message: string) => [error(article.file, 'slug', message)];
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

/** A date after today is most likely a typo. */
function checkNotAhead(article: ArticleEntry, today: string): ContentProblem[] {
  return (['date', 'updated'] as const).flatMap((field) => {
    const day = article.frontmatter[field];
    if (day === undefined || day <= today) return [];
    const message = `"${day}" is after today (${today}): the site shows this day as soon as it is built; write the day it is published`;
    return [{ file: article.file, field, severity: 'warning' as const, message }];
  });
}

/** The firm's day, whatever the build machine's time zone. */
function torontoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

function checkFileReference(
  entry: { file: string },
  field: string,
  value: string,
  known: string[],
  what: string,
): ContentProblem[] {
  if (known.includes(value)) return [];
  const guess = nearestName(value, known);
  const choices = known.length <= 6 ? `: write one of ${known.map((name) => `"${name}"`).join(', ')}` : '';
  const fix = guess ? `: did you mean "${guess}"?` : choices || `: write the file name of ${what}, without .mdx`;
  return [error(entry.file, field, `"${value}" is not ${what}${fix}`)];
}

function error(file: string, field: string, message: string): ContentProblem {
  return { file, field, severity: 'error', message };
}

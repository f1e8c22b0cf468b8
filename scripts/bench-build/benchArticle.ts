/** One generated article, frontmatter and body: the same index always gives the same text. */
import { articleBody } from './articleBody';
import type { ContentNames } from './contentNames';
import { countWords, fillUntil } from './fillTemplate';
import { articleSeed, between, pick, pickDistinct, seededRandom, type Random } from './random';
import { DESCRIPTIONS, TITLES } from './templates';
import { WORDS, type ArticleSubject } from './vocabulary';

/** Search engines cut titles after about 60 characters, and the content checker warns beyond that. */
const TITLE_MAX_CHARACTERS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DATE = Date.UTC(2018, 0, 1);
const LAST_DATE = Date.UTC(2026, 9, 31);
const LAST_UPDATED = Date.UTC(2026, 10, 1);

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A publication date spread over 2018-01-01 … 2026-10-31 (all in the past), and sometimes a later update. */
function articleDates(random: Random, index: number): { date: string; updated?: string } {
  const published = FIRST_DATE + Math.floor(random() * ((LAST_DATE - FIRST_DATE) / DAY_MS + 1)) * DAY_MS;
  if (index % 7 !== 0) return { date: isoDate(published) };
  const updated = published + (1 + Math.floor(random() * ((LAST_UPDATED - published) / DAY_MS))) * DAY_MS;
  return { date: isoDate(published), updated: isoDate(updated) };
}

/** One generated article, frontmatter and body; the same index always gives the same text. */
export function benchArticle(index: number, names: ContentNames): string {
  const random = seededRandom(articleSeed(index));
  const subject: ArticleSubject = {
    topic: pick(random, WORDS.topic),
    parties: pick(random, WORDS.parties),
    event: pick(random, WORDS.event),
  };
  const suffix = ` (${index})`;
  const title = fillUntil(TITLES, random, subject, (text) => {
    const words = countWords(text + suffix);
    return words >= 4 && words <= 9 && (text + suffix).length <= TITLE_MAX_CHARACTERS;
  });
  const description = fillUntil(DESCRIPTIONS, random, subject, (text) => text.length >= 80 && text.length <= 150);
  const { date, updated } = articleDates(random, index);
  const areas = pickDistinct(random, names.serviceNames, between(random, 1, 2));
  // JSON strings are valid YAML double-quoted scalars, so any character is escaped correctly.
  const frontmatter = [
    '---',
    `slug: /insights/bench-guide-${index}`,
    `title: ${JSON.stringify(title + suffix)}`,
    `description: ${JSON.stringify(description)}`,
    `date: ${date}`,
    ...(updated ? [`updated: ${updated}`] : []),
    `author: ${pick(random, names.teamNames)}`,
    `areas: [${areas.join(', ')}]`,
    '---',
  ];
  return `${frontmatter.join('\n')}\n\n${articleBody(random, subject, names)}\n`;
}

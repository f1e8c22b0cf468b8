import type { SiteFacts } from '../../content-pipeline/schema';

export type NotPractisedArea = SiteFacts['notPractised'][number];

/** Words as compared: lower case, without accents, a plural's final "s" dropped ("Wills" is "will"). */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));
}

/** How many words the longest of the phrases has that the query holds whole, its words side by side. */
function longestMatch(query: string[], phrases: string[]): number {
  return phrases.reduce((longest, phrase) => {
    const words = wordsOf(phrase);
    const found = query.some((_, start) => words.length > 0 && words.every((word, i) => query[start + i] === word));
    return found ? Math.max(longest, words.length) : longest;
  }, 0);
}

/**
 * The area not practised (site.yaml's `notPractised`) a query asks about: it holds one of the area's
 * terms and no practice area's longer one ("estate": wills and estates; "real estate": practised).
 */
export function notPractisedAreaOf(
  query: string,
  notPractised: NotPractisedArea[],
  practised: string[],
): string | undefined {
  const words = wordsOf(query);
  let longest = longestMatch(words, practised);
  let asked: string | undefined;
  for (const { area, searchTerms } of notPractised) {
    const length = longestMatch(words, searchTerms);
    if (length > longest) [longest, asked] = [length, area];
  }
  return asked;
}

/**
 * What a query asks, from the words the site lists (each page's `searchTerms`, site.yaml's
 * `notPractised`): the page or the area not practised it names, its meaningful words, and its
 * words spelt as the lists spell them.
 */

import type { SearchListing as Listed } from '../../page-data/views';

/**
 * Words as compared: lower case, without accents, without the endings of plural and tense in English
 * and French ("Wills" is "will"; "separating", "separated" and "separate" are one word, as are « séparons »
 * and « séparer »).
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word))
    .map((word) => (word.length > 4 ? word.replace(/(?:ing|ed|e|er|ez|on|ent|ee)$/, '') : word));
}

/** The words of a question that say nothing of its subject ("how much does it cost": only "cost" does). */
const STOP_WORDS = new Set(
  wordsOf(
    `a an the i im me my mine we you your our us it its is are was were be been am do does did can could would should
    how what where when who which why much many to of for in on at by with and or about get got have has had any there
    this that if from as please need want know tell someone lawyer lawyers law firm help wants
    je j me m mon ma mes votre vos nous vous notre nos il elle on le la les l un une des de d du au aux à a et ou est
    sont être êtes suis ai avez avoir se s t que qu qui quoi quel quelle quels quelles comment combien où quand pourquoi ce c ça
    cela pour par avec dans sur en y pas ne faire fait peux peut pouvez dois doit besoin avocat avocate avocats cabinet veut veux`,
  ),
);

/**
 * The query's words that carry its subject, as typed (Pagefind matches accents); all of them if none does.
 * Besides an area not practised, only the other words: "help with my will" asks nothing more.
 */
export function meaningfulWords(query: string, besides?: Listed): string {
  const own = new Set(besides ? wordsOf([besides.title, ...besides.terms].join(' ')) : []);
  const kept = query
    .split(/[\s,.;:!?¿()"«»]+/)
    .filter((word) => wordsOf(word).some((part) => !STOP_WORDS.has(part) && !own.has(part)));
  return kept.length > 0 || besides ? kept.join(' ') : query.trim();
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
 * The listed page or area the query names by its longest term; a tie goes to the one listed first
 * (pages before the areas not practised: "real estate" is practised, "estate" is not).
 */
export function bestMatch<Entry extends Listed>(query: string, listed: Entry[]): Entry | undefined {
  const words = wordsOf(query);
  let best: { entry?: Entry; length: number } = { length: 0 };
  for (const entry of listed) {
    const length = longestMatch(words, [entry.title, ...entry.terms]);
    if (length > best.length) best = { entry, length };
  }
  return best.entry;
}

/** One letter added, dropped, changed or two swapped: "emploment", "divorse", "seperation". */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (a[i] === b[i]) i += 1;
  const [x, y] = [a.slice(i), b.slice(i)];
  const swapped = x[0] === y[1] && x[1] === y[0] && x.slice(2) === y.slice(2);
  return x.slice(1) === y.slice(1) || x.slice(1) === y || x === y.slice(1) || swapped;
}

/** The query with each word of five letters or more that no list holds replaced by the listed word one typo away. */
export function respelt(query: string, listed: Listed[]): string {
  const known = new Map<string, string>();
  for (const word of listed.flatMap((entry) => [entry.title, ...entry.terms].join(' ').split(/\s+/)))
    known.set(wordsOf(word).join(' '), word.toLowerCase());
  return query
    .split(/\s+/)
    .map((word) => {
      const plain = wordsOf(word).join(' ');
      if (plain.length < 5 || known.has(plain)) return word;
      return [...known].find(([other]) => oneEditApart(plain, other))?.[1] ?? word;
    })
    .join(' ');
}

/** The seeded randomness behind the generated articles: the same index always gives the same article. */

export type Random = () => number;

/** mulberry32: tiny, seedable, and the same sequence on every machine, so N always gives the same files. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One seed per article rather than one stream for all, so article i is the same whatever N is. */
export function articleSeed(index: number): number {
  return Math.imul(index, 0x9e3779b1) ^ 0x85ebca6b;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `count` different items, in random order. */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled.slice(0, count);
}

/** `count` different items, in the list's own order (steps of a procedure must stay in sequence). */
export function pickInOrder<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set(pickDistinct(random, items, count));
  return items.filter((item) => chosen.has(item));
}

/**
 * Hands out the items in random order without repeats until all have been used (then starts
 * again), so an article's paragraphs, headings and links do not echo each other.
 */
export function deck<T>(random: Random, items: readonly T[]): () => T {
  let remaining: T[] = [];
  return () => {
    if (remaining.length === 0) remaining = pickDistinct(random, items, items.length);
    const item = remaining.pop();
    if (item === undefined) throw new Error('deal from an empty deck');
    return item;
  };
}

/** A whole number from low to high, both included. */
export function between(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

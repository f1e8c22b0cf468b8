/**
 * What the build's search index (build/searchIndex.ts, Pagefind) reads from a page: the main
 * content of the pages marked here, never the header, footer or the pages left out (noindex,
 * lists, the search page itself); each page's kind and a guide's day, shown with its result;
 * and the practice areas of a guide, which the search page filters by. Parts of the main content
 * that repeat on many pages (a closing band, a lawyer's card, a notice) carry `SKIP_IN_SEARCH`.
 */
import { SEARCH_FILTER_AREA, SEARCH_META } from './searchIds';

export type SearchKind = 'Practice area' | 'Guide' | 'Profiles' | 'Page';

export interface SearchEntry {
  kind: SearchKind;
  /** A guide's day, `YYYY-MM-DD`. */
  date?: string;
}

/** On the main content: it is searched, and says its kind. */
export function searchAttributes(entry: SearchEntry | undefined): Record<string, string> {
  return entry ? { 'data-pagefind-body': '', 'data-pagefind-meta': `${SEARCH_META.kind}:${entry.kind}` } : {};
}

/** A guide's day, for its result: an element of its own, one fact per element for Pagefind. */
export function searchDateAttributes(date: string): Record<string, string> {
  return { 'data-pagefind-meta': `${SEARCH_META.date}:${date}` };
}

/** On an element whose text repeats on many pages: its words are not searched. */
export const SKIP_IN_SEARCH = { 'data-pagefind-ignore': '' } as const;

/** On a link to one of a guide's practice areas: the search page's filter reads its text. */
export const AREA_FILTER = { 'data-pagefind-filter': SEARCH_FILTER_AREA } as const;

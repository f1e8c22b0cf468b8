/**
 * What the build's search index (build/searchIndex.ts, Pagefind) reads from a page: the main
 * content of the pages marked here, never the header, footer or the pages left out (noindex,
 * lists, the search page itself); each page's kind and a guide's day, shown with its result;
 * a practice area's search terms, which rank above any text; and the practice areas of a guide,
 * which the search page filters by. Parts of the main content that repeat on many pages (buttons,
 * card lists, a closing band, a lawyer's card, a notice) carry `SKIP_IN_SEARCH`.
 */
import { SEARCH_FILTER_AREA, SEARCH_META } from './searchIds';

export type SearchKind = 'Practice area' | 'Guide' | 'Profiles' | 'Page' | 'Notice';

export interface SearchEntry {
  kind: SearchKind;
  /** A guide's day, `YYYY-MM-DD`. */
  date?: string;
}

/**
 * What a word of a kind of page counts for in the ranking (Pagefind's `data-pagefind-weight`; 1
 * when unset, and headings count more), so practice areas and guides come before the notices:
 * those say "will", "court" or "claim" as often as a guide, and are rarely what a visitor wants.
 */
const KIND_WEIGHT: Partial<Record<SearchKind, string>> = { Notice: '0.3' };

/** On the main content: it is searched, and says its kind. */
export function searchAttributes(entry: SearchEntry | undefined): Record<string, string> {
  if (!entry) return {};
  const weight = KIND_WEIGHT[entry.kind];
  return {
    'data-pagefind-body': '',
    'data-pagefind-meta': `${SEARCH_META.kind}:${entry.kind}`,
    ...(weight && { 'data-pagefind-weight': weight }),
  };
}

/** One fact of the page for Pagefind, on an element of its own (one fact per element): a guide's day, an area's search terms. */
function searchMeta(name: keyof typeof SEARCH_META, value: string): Record<string, string> {
  return { 'data-pagefind-meta': `${SEARCH_META[name]}:${value}` };
}

/** A guide's day, for its result. */
export function searchDateAttributes(date: string): Record<string, string> {
  return searchMeta('date', date);
}

/** A practice area's search terms: searched, and weighted above the page's text (searchClient.ts). */
export function searchTermsAttributes(terms: string[]): Record<string, string> {
  return searchMeta('terms', terms.join(', '));
}

/** On an element whose text repeats on many pages: its words are not searched. */
export const SKIP_IN_SEARCH = { 'data-pagefind-ignore': '' } as const;

/** On a link to one of a guide's practice areas: the search page's filter reads its text. */
export const AREA_FILTER = { 'data-pagefind-filter': SEARCH_FILTER_AREA } as const;

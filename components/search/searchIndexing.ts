/** What the build's Pagefind index (build/searchIndex.ts) reads from a page: the attributes set here. */
import { SEARCH_FILTER_AREA, SEARCH_META } from './searchIds';

/** Ids, worded in each language by `messages/`' `searchKinds`. */
export type SearchKind = 'service' | 'article' | 'profiles' | 'page' | 'notice';

export interface SearchEntry {
  kind: SearchKind;
  date?: string;
  /** The page's search terms: weighted above its text (searchClient.ts). */
  terms?: string[];
}

/** Notices say "will", "court" or "claim" as often as a guide but are rarely wanted: their words count less. */
const KIND_WEIGHT: Partial<Record<SearchKind, string>> = { notice: '0.3' };

export function searchAttributes(entry: SearchEntry | undefined): Record<string, string> {
  if (!entry) return {};
  const weight = KIND_WEIGHT[entry.kind];
  return {
    'data-pagefind-body': '',
    'data-pagefind-meta': `${SEARCH_META.kind}:${entry.kind}`,
    ...(weight && { 'data-pagefind-weight': weight }),
  };
}

/** One fact of the page for Pagefind, one per element: a guide's day, an area's terms (weighted in searchClient.ts). */
export function searchMeta(name: keyof typeof SEARCH_META, value: string): Record<string, string> {
  return { 'data-pagefind-meta': `${SEARCH_META[name]}:${value}` };
}

export const SKIP_IN_SEARCH = { 'data-pagefind-ignore': '' } as const;

/** On a link to one of a guide's practice areas: the search page's filter reads its text. */
export const AREA_FILTER = { 'data-pagefind-filter': SEARCH_FILTER_AREA } as const;

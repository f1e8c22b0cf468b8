export const SEARCH_IDS = {
  form: 'site-search-form',
  query: 'site-search-query',
  area: 'site-search-area',
  status: 'site-search-status',
  answer: 'site-search-answer',
  notPractised: 'site-search-not-practised',
  facts: 'site-search-facts',
  referral: 'site-search-referral',
  results: 'site-search-results',
} as const;

/** The form's fields, as they appear in the address: `/search?q=release&area=Employment+Law`. */
export const SEARCH_FIELDS = { query: 'q', area: 'area' } as const;

export const SEARCH_META = { kind: 'kind', date: 'date', terms: 'terms' } as const;
export const SEARCH_FILTER_AREA = 'area';

/** Where the build writes the search index and Pagefind's script and worker. */
export const SEARCH_INDEX_PATH = '/pagefind/';

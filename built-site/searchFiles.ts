/**
 * Where the build writes the search index and Pagefind's script and worker
 * (build/searchIndex.ts): the search page loads them from here, and they get the search page's
 * security policy (responseHeaders.ts), since the worker runs Pagefind's WebAssembly.
 */
export const SEARCH_INDEX_PATH = '/pagefind/';

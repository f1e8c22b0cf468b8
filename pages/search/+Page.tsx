// The content page's: not itself in the index (isSearchable), or a search would find the search page.
export { default } from '../content/+Page';

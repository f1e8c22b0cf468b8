// https://vike.dev/client
// The search page stays HTML for Vike; this entry runs the search box (components/search/searchClient.ts).
import { startSearch } from '../../components/search/searchClient';

startSearch();

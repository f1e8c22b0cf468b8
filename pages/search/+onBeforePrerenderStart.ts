// https://vike.dev/onBeforePrerenderStart
import { SEARCH_PAGE_NAME } from '../../content-pipeline/routes';
import { pathsOfPageNamed } from '../../page-data/prerenderSite';

export const onBeforePrerenderStart = () => pathsOfPageNamed(SEARCH_PAGE_NAME);

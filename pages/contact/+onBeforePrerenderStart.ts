// https://vike.dev/onBeforePrerenderStart
import { CONTACT_PAGE_NAME } from '../../content-pipeline/routes';
import { pathsOfPageNamed } from '../../page-data/prerenderSite';

export const onBeforePrerenderStart = () => pathsOfPageNamed(CONTACT_PAGE_NAME);

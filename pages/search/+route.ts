// https://vike.dev/route-function
import { SEARCH_PAGE_NAME } from '../../content-pipeline/routes';
import { routeToPageNamed } from '../../page-data/routeToPageNamed';

export default routeToPageNamed(SEARCH_PAGE_NAME);

// https://vike.dev/route-function
import { CONTACT_PAGE_NAME } from '../../content-pipeline/routes';
import { routeToPageNamed } from '../../page-data/routeToPageNamed';

export default routeToPageNamed(CONTACT_PAGE_NAME);

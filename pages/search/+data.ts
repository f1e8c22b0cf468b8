// https://vike.dev/data
export { loadContentPageData as data } from '../../page-data/loadContentPageData';
export type { ContentPageData as Data } from '../../page-data/loadContentPageData';

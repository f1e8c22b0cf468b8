// https://vike.dev/data
export { loadContentPageData as data } from '../loadContentPageData';
export type { ContentPageData as Data } from '../loadContentPageData';

// https://vike.dev/data
export { loadListingPageData as data } from '../../page-data/loadListingPageData';
export type { ListingPageData as Data } from '../../page-data/loadListingPageData';

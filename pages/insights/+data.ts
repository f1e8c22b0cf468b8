// https://vike.dev/data
export { loadListingPageData as data } from '../loadListingPageData';
export type { ListingPageData as Data } from '../loadListingPageData';

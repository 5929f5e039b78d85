// The my-products feature: the 'My Products' tab (cards and the product edit popup).
export { MyProducts } from './components/my-products';
export { MyListingsSummary, SUMMARY_LIMIT } from './components/my-listings-summary';
export { myProductsQueryKey, myProductsQueryOptions } from '../../lib/my-products-query';
export { connectMyProductsLiveUpdates } from './api/my-products-live';

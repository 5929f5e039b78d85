export { MarketplacePage, type MarketplacePageProps } from './components/marketplace-page';
export { NewArrivals, type NewArrivalsProps } from './components/new-arrivals';
export type { RequestFormSlot } from './components/product-popup';
export { prefetchLandingCatalogue } from './api/prefetch-landing';

export { ListingsReview } from './components/listings-review';
export { reviewListingsQueryKey } from './api/get-review-listings';

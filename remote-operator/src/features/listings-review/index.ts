export { ListingsReview } from './components/listings-review';

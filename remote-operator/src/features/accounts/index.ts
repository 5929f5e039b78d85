export { AccountsReview } from './components/accounts-review';

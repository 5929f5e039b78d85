export { AccountsReview } from './components/accounts-review';
export { accountsQueryKey } from './api/get-accounts';

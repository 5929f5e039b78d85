export { BidsBoard } from './components/bids-board';
export { bidsQueryKey } from './api/get-bids';

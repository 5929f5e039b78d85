export { BidsBoard } from './components/bids-board';

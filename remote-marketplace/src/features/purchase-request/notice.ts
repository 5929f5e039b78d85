// The sent bid's confirmation that stays on the page (issue 35). Its own entry, apart from the
// form's (index.ts), so the dashboard takes it without the product popup's chunk.
export { BidSentNotice } from './components/bid-sent-notice';

// Issue 20: what the API answers on the counter-offer and seller-demand calls (docs/api.md
// "Counter-offers", "Seller demand"). A catalogue module: it imports only the i18n module.
import { defineMessages, msg } from './i18n';

export const COUNTER_OFFER_MESSAGES = defineMessages('domain.counterOffer', {
  /** A listing the caller does not own, or no such listing (never says which). */
  listingNotFound: 'Listing not found',
  /** A bid that is not on this listing, or no such bid. */
  bidNotFound: 'Bid not found',
  counterNotFound: 'Counter-offer not found',
  /** The buyer's answer: its bid has no counter-offer waiting for an answer. */
  noCounterToAnswer: 'This bid has no counter-offer waiting for your answer.',
  openCounterExists:
    'This bid already has a counter-offer in progress: wait for the buyer’s answer or the operator’s decision.',
  bidCompleted: 'This bid is Completed: it can no longer be countered.',
  /** Issue 35: counters apply to pending bids only. */
  bidApproved: 'This bid is Approved: it can no longer be countered.',
  bidAgreed:
    'This bid is Agreed: its buyer already accepted a counter-offer, so it can no longer be countered.',
  bidNotPending: 'This bid is no longer pending: it can no longer be countered.',
  bidDeleted: 'The buyer deleted this bid: it can no longer be countered.',
  notProposed: 'This counter-offer is no longer waiting to be relayed.',
  notOpen: 'This counter-offer is no longer in progress.',
  notRelayed: 'This counter-offer is no longer waiting for your answer.',
  noteTooLong: msg('The note is limited to {max} characters', (max: number) => ({ max })),
  reasonRequired: 'Write the reason for the withdrawal',
  reasonTooLong: msg('The reason is limited to {max} characters', (max: number) => ({ max })),
});

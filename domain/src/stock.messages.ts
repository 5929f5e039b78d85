// Issue 35 "No overselling": what the API answers when a bid or a counter-offer would take more
// grams than a listing has left, and on the operator's Decline. A catalogue module: it imports only
// the i18n module. {quantity} and {left} are already formatted ('1 000').
import { defineMessages, msg } from './i18n';

// grams_left: the same figure as a number, for a client that reads the answer's params.
const grams = (quantity: string, left: string, gramsLeft: number) => ({
  quantity,
  left,
  grams_left: gramsLeft,
});

export const STOCK_MESSAGES = defineMessages('domain.stock', {
  /** 409 on PUT /operator/bids/{id}/status {Status: 'Approved'}. */
  approvalOversells: msg(
    'Approving this bid would oversell the listing: it asks for {quantity} g and only {left} g are left.',
    grams,
  ),
  /** 409 on a counter-offer (proposed, or accepted by the buyer) beyond what is left. */
  counterOversells: msg(
    'This counter-offer asks for {quantity} g, but only {left} g of the listing are left.',
    grams,
  ),
  declineReasonRequired: 'Write the reason for declining this bid',
  declineReasonTooLong: msg('The reason is limited to {max} characters', (max: number) => ({
    max,
  })),
  alreadyDeclined: 'This bid is already declined.',
  declineCompleted: 'This bid is Completed: it can no longer be declined.',
  declineDeleted: 'The buyer deleted this bid: it can no longer be declined.',
  /** A move of a declined bid. */
  bidDeclined: 'This bid was declined: it cannot be moved.',
});

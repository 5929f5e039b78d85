// Issue 35: POST /operator/bids/{id}/decline — the operator declines a bid with a reason its buyer
// reads (required, bounded; the console's dialog validates with it too).
import { z } from 'zod';
import { BID_DECLINE_REASON_MAX_LENGTH } from '../operator';
import { STOCK_MESSAGES as M } from '../stock.messages';
import { text } from './text';
import { describe } from '../i18n';
import { says } from './issue-message';

export const declineBidBodySchema = z.object({
  reason: text({ error: says(() => describe(M, 'declineReasonRequired')) })
    .trim()
    .min(1, { error: says(() => describe(M, 'declineReasonRequired')) })
    .max(BID_DECLINE_REASON_MAX_LENGTH, {
      error: says(() => describe(M, 'declineReasonTooLong', BID_DECLINE_REASON_MAX_LENGTH)),
    }),
});
export type DeclineBidBody = z.infer<typeof declineBidBodySchema>;

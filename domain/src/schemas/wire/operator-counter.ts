// Issue 20: a counter-offer on the operator's console (docs/api.md "Counter-offers"): the only
// place both sides of a counter show.
import { z } from 'zod';
import { sellerCounterJsonSchema } from './counter';
import { partyJsonSchema } from './operator';
import { taskStatusSchema } from './task';

const text = z.string().nullable();

export const operatorCounterJsonSchema = sellerCounterJsonSchema.extend({
  product: z.object({ id: z.string(), Product_Name: text }).nullable(),
  /** null only when the contact was removed since. */
  buyer: partyJsonSchema.nullable(),
  seller: partyJsonSchema.nullable(),
  /** The bid's terms now (after an acceptance, the counter's) and its status. */
  bid: z.object({
    quantity: z.number().nullable(),
    price_per_gram: z.number().nullable(),
    total: z.number().nullable(),
    status: taskStatusSchema,
  }),
  /** The bid's Description when the counter was made (its history, spec §3 format). */
  original_description: z.string(),
  /**
   * Issue 35: the note as the operator relayed it to the buyer (edited or redacted), null before
   * relaying or when relayed without one; `note` stays the seller's own.
   */
  relayed_note: text,
  withdrawn_at: text,
  withdraw_reason: text,
});
export type OperatorCounterJson = z.output<typeof operatorCounterJsonSchema>;

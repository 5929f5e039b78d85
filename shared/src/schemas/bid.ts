// Request bodies of a bid: POST /tasks (spec §5 Purchase request / Edit bid, docs/api.md) and the
// order-edit popup (§5 "minimum 1", "minimum 0.01").
import { z } from 'zod';
import { EDIT_MIN_PRICE, EDIT_MIN_QUANTITY } from '../domain/constants';

export const BID_MESSAGES = {
  quantityPositive: 'Quantity must be greater than 0',
  pricePositive: 'Price must be greater than $0',
  // The spec does not show the order-edit popup's own texts (§5); these name its minimums.
  quantityMinimum: `Quantity must be at least ${EDIT_MIN_QUANTITY} g`,
  priceMinimum: `Price must be at least $${EDIT_MIN_PRICE}`,
} as const;

/** A number > 0; a missing or non-numeric value (an empty input gives NaN) gets the same text. */
const positive = (message: string) => z.number({ error: message }).gt(0, { error: message, abort: true });

const quantity = positive(BID_MESSAGES.quantityPositive);
const pricePerGram = positive(BID_MESSAGES.pricePositive);

export const purchaseRequestBodySchema = z.object({
  productId: z.string({ error: 'Product is required' }).trim().min(1, 'Product is required'),
  quantity,
  pricePerGram,
});
export type PurchaseRequestBody = z.infer<typeof purchaseRequestBodySchema>;

/** Edit bid: the spec's "greater than 0" texts first, then the popup's minimums (1 g, $0.01). */
export const bidEditSchema = z.object({
  quantity: quantity.min(EDIT_MIN_QUANTITY, BID_MESSAGES.quantityMinimum),
  pricePerGram: pricePerGram.min(EDIT_MIN_PRICE, BID_MESSAGES.priceMinimum),
});
export type BidEdit = z.infer<typeof bidEditSchema>;

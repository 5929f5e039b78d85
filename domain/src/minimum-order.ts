// Spec §3 Min_QTY_Request, "minimum order quantity in grams" (issue 18): a listing's smallest
// order. The request form, the order-edit popup and the API (POST /tasks, PUT /tasks/{id}) all
// hold a bid to it with these functions, so they cannot disagree.
import { formatGrams } from './format';
import { describe, type MessageDescriptor } from './i18n';
import { MINIMUM_ORDER_MESSAGES as M } from './rules.messages';

type Num = number | null | undefined;

/** The listing's minimum order in grams, or null when it names none (absent, 0 or not a number). */
export function minimumOrder(minQtyRequest: Num): number | null {
  return typeof minQtyRequest === 'number' && Number.isFinite(minQtyRequest) && minQtyRequest > 0
    ? minQtyRequest
    : null;
}

/** What a buyer reads when a bid asks for less than the listing's minimum order. */
export const minimumOrderMessage = (minimum: number): MessageDescriptor =>
  describe(M, 'belowMinimum', formatGrams(minimum));

/** The message when `quantity` grams is below the listing's minimum order, else null. */
export function belowMinimumOrder(quantity: Num, minQtyRequest: Num): MessageDescriptor | null {
  const minimum = minimumOrder(minQtyRequest);
  if (minimum === null || typeof quantity !== 'number' || !Number.isFinite(quantity)) return null;
  return quantity < minimum ? minimumOrderMessage(minimum) : null;
}

/**
 * Issue 18 (the product edit popup and PUT /products/{id}): a listing's minimum order cannot ask
 * for more than it has, now plus upcoming in 3 months (what a bid may ask for, spec §5). A listing
 * with nothing now or upcoming is sold out: any minimum stands until the stock comes back.
 */
export function minimumOrderAboveStock(
  minQtyRequest: Num,
  gramsNow: Num,
  upcoming: Num,
): MessageDescriptor | null {
  const minimum = minimumOrder(minQtyRequest);
  const stock =
    (Number.isFinite(gramsNow) ? gramsNow! : 0) + (Number.isFinite(upcoming) ? upcoming! : 0);
  if (minimum === null || stock <= 0 || minimum <= stock) return null;
  return minimumOrderAboveStockMessage(minimum, stock);
}

export const minimumOrderAboveStockMessage = (minimum: number, stock: number): MessageDescriptor =>
  describe(M, 'aboveStock', formatGrams(minimum), formatGrams(stock));

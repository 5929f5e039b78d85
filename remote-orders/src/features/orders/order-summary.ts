// Spec §2 (Orders screen, Dashboard): what an order-request card shows, read from the task.
import {
  ORDER_MESSAGES,
  formatGrams,
  formatMoney,
  parseBidDescription,
  type Task,
} from '@leafbid/domain';
import { ORDERS_PAGE_MESSAGES } from '../../messages';

export interface OrderSummary {
  id: string;
  productName: string;
  /** '1 000 g', or '-' when the Description has no QUANTITY. */
  quantity: string;
  /** '$2.50', or '-'. */
  pricePerGram: string;
  /** '$2,500.00', or '-'. */
  total: string;
}

/**
 * The card of one order request. The Orders screen falls back to 'Untitled Product', the
 * dashboard's pending-orders list to 'Untitled Task' (both spec §2).
 */
export function orderSummary(
  task: Task,
  untitled: string = ORDER_MESSAGES.untitledProduct,
): OrderSummary {
  const bid = parseBidDescription(task.Description);
  const quantity = formatGrams(bid.quantity);
  return {
    id: task.id,
    productName: task.What_Id?.name?.trim() || untitled,
    quantity:
      quantity === ORDER_MESSAGES.missingValue ? quantity : ORDERS_PAGE_MESSAGES.grams(quantity),
    pricePerGram: formatMoney(bid.pricePerGram),
    total: formatMoney(bid.total),
  };
}

// Spec §2 (Orders screen, Dashboard): what an order-request card shows, read from the task.
import {
  ORDER_MESSAGES,
  bidReference,
  formatLocaleDate,
  formatGrams,
  formatMoney,
  isAgreedStatus,
  isDeclinedStatus,
  parseBidDescription,
  type Task,
  type TaskStatus,
} from '@leafbid/domain';
import { ORDERS_PAGE_MESSAGES } from '../../messages';

export interface OrderSummary {
  id: string;
  productName: string;
  /** Issue 18: the product's own page (/marketplace/{id}), or null when the task names none. */
  productUrl: string | null;
  /** '1 000 g', or '-' when the Description has no QUANTITY. */
  quantity: string;
  /** '$2.50', or '-'. */
  pricePerGram: string;
  /** '$2,500.00', or '-'. */
  total: string;
  /** Issue 18: a short reference of the request ('#Ab3xY9qL'), the same wherever it is shown. */
  reference: string;
  /** The day it was placed ('November 23, 2026'; fr-CA '23 novembre 2026'; in the browser's time zone), or '-'. */
  placed: string;
  /**
   * The request's status as the CRM names it (spec §3: Not Started, Pending, Approved, Completed),
   * in the active language; a status the spec does not name shows as the CRM wrote it.
   */
  status: string;
  /**
   * Issue 35: what the status means for the buyer when it is not plain: Agreed — the buyer
   * accepted the seller's counter-offer, its terms can no longer change; Declined — the operator's
   * reason. Null otherwise.
   */
  statusNote: string | null;
}

/**
 * 'November 23, 2026' (fr-CA '23 novembre 2026', '1er décembre 2026') from an ISO time; '-' when
 * missing or unreadable. The long form, as the spec's popup dates (short month abbreviations
 * differ between ICU versions), in the active locale.
 */
function placedOn(time: string | null | undefined): string {
  const date = time ? new Date(time) : null;
  return date && !Number.isNaN(date.getTime())
    ? formatLocaleDate(date, { dateStyle: 'long' })
    : ORDER_MESSAGES.missingValue;
}

/** The catalogue's word for each status of spec §3. */
const STATUS_TEXTS = {
  'Not Started': 'statusNotStarted',
  Pending: 'statusPending',
  Agreed: 'statusAgreed',
  Approved: 'statusApproved',
  Completed: 'statusCompleted',
  Declined: 'statusDeclined',
} as const satisfies Record<TaskStatus, keyof typeof ORDERS_PAGE_MESSAGES>;

/** 'Pending' (fr-CA 'En attente'); a status the CRM adds later shows as it wrote it. */
function statusText(status: TaskStatus): string {
  return Object.hasOwn(STATUS_TEXTS, status) ? ORDERS_PAGE_MESSAGES[STATUS_TEXTS[status]] : status;
}

/**
 * The marketplace's URL of a product (issue 18). Remotes share URLs, not code: this is the path
 * the marketplace remote mounts with its subpaths.
 */
export const productUrlOf = (productId: string): string =>
  `/marketplace/${encodeURIComponent(productId)}`;

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
    productUrl: task.What_Id?.id ? productUrlOf(task.What_Id.id) : null,
    quantity:
      quantity === ORDER_MESSAGES.missingValue ? quantity : ORDERS_PAGE_MESSAGES.grams(quantity),
    pricePerGram: formatMoney(bid.pricePerGram),
    total: formatMoney(bid.total),
    reference: bidReference(task.id),
    placed: placedOn(task.Created_Time),
    status: statusText(task.Status),
    statusNote: statusNote(task),
  };
}

/** The line under a card's status: why the operator declined it, or what Agreed means. */
function statusNote(task: Task): string | null {
  if (isAgreedStatus(task.Status)) return ORDERS_PAGE_MESSAGES.agreedNote;
  if (!isDeclinedStatus(task.Status)) return null;
  const reason = task.Decline_Reason?.trim();
  return reason
    ? ORDERS_PAGE_MESSAGES.declinedNote(reason)
    : ORDERS_PAGE_MESSAGES.declinedNoteWithoutReason;
}

// Spec §4 "Order request": which tasks are bids, and the Pending / Approved groups.
import type { Task } from './types';

export const PURCHASE_REQUEST_TASK_TYPE = 'Purchase request';
export const NEW_ORDER_REQUEST_SUBJECT = 'New order request';
export const SUPPORT_REQUEST_SUBJECT = 'New support request';
const PURCHASE_SUBJECT_PREFIX = 'Purchase request:';

export function isOrderRequest(task: Pick<Task, 'Subject' | 'Task_Type'>): boolean {
  const subject = task.Subject ?? '';
  return (
    subject === NEW_ORDER_REQUEST_SUBJECT ||
    subject.startsWith(PURCHASE_SUBJECT_PREFIX) ||
    task.Task_Type === PURCHASE_REQUEST_TASK_TYPE
  );
}

/** Pending group: Not Started or Pending — editable and deletable. */
export function isPendingStatus(status: string | null | undefined): boolean {
  return status === 'Not Started' || status === 'Pending';
}

/**
 * Issue 35: the bid's buyer accepted the seller's counter-offer. Its terms are settled by both
 * sides: no longer editable or deletable, it waits for the operator to approve it.
 */
export function isAgreedStatus(status: string | null | undefined): boolean {
  return status === 'Agreed';
}

/**
 * Issue 35: the operator declined the bid, with a reason its buyer reads (Decline_Reason). It is
 * closed: it reserves no stock and can no longer be edited, deleted or approved.
 */
export function isDeclinedStatus(status: string | null | undefined): boolean {
  return status === 'Declined';
}

/** Approved group: Approved or Completed — read-only. */
export function isApprovedStatus(status: string | null | undefined): boolean {
  return status === 'Approved' || status === 'Completed';
}

/**
 * Where a bid is listed: the Pending group holds Not Started and Pending bids and (issue 35) the
 * Agreed ones, which still wait for the operator's approval (the Approved tab holds only what the
 * operator approved). Only Not Started and Pending are editable (isPendingStatus): an Agreed bid
 * shows there read-only.
 */
function inPendingGroup(status: string | null | undefined): boolean {
  return isPendingStatus(status) || isAgreedStatus(status);
}

export function purchaseRequestSubject(productName: string): string {
  return `${PURCHASE_SUBJECT_PREFIX} ${productName}`;
}

type OrderTask = Pick<Task, 'Subject' | 'Task_Type' | 'Status'>;

/** The dashboard's 'pending orders' and the Orders screen's Pending tab (issue 35: with Agreed). */
export function pendingOrders<T extends OrderTask>(tasks: readonly T[]): T[] {
  return tasks.filter((t) => isOrderRequest(t) && inPendingGroup(t.Status));
}

/** The Orders screen's Approved tab. */
export function approvedOrders<T extends OrderTask>(tasks: readonly T[]): T[] {
  return tasks.filter((t) => isOrderRequest(t) && isApprovedStatus(t.Status));
}

/**
 * Issue 35: the buyer's declined bids. Spec §4's groups name neither: a declined bid is in neither
 * the Pending group (it is not editable, and the dashboard's pending orders leave it out) nor the
 * Approved one (the operator refused it). The Orders screen shows them apart, under the Pending
 * tab's list, where the buyer last saw the bid waiting.
 */
export function declinedOrders<T extends OrderTask>(tasks: readonly T[]): T[] {
  return tasks.filter((t) => isOrderRequest(t) && isDeclinedStatus(t.Status));
}

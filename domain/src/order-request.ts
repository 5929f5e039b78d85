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

/** Approved group: Approved or Completed — read-only. */
export function isApprovedStatus(status: string | null | undefined): boolean {
  return status === 'Approved' || status === 'Completed';
}

export function purchaseRequestSubject(productName: string): string {
  return `${PURCHASE_SUBJECT_PREFIX} ${productName}`;
}

type OrderTask = Pick<Task, 'Subject' | 'Task_Type' | 'Status'>;

/** The dashboard's 'pending orders' and the Orders screen's Pending tab. */
export function pendingOrders<T extends OrderTask>(tasks: readonly T[]): T[] {
  return tasks.filter((t) => isOrderRequest(t) && isPendingStatus(t.Status));
}

/** The Orders screen's Approved tab. */
export function approvedOrders<T extends OrderTask>(tasks: readonly T[]): T[] {
  return tasks.filter((t) => isOrderRequest(t) && isApprovedStatus(t.Status));
}

// Task calls of docs/api.md (spec §7): order requests (bids) and support requests.
import { API_FALLBACK, ORDER_EDIT_MESSAGES, REQUEST_MESSAGES, type Task } from '@leafbid/domain';
import type { BidEdit, PurchaseRequestBody } from '@leafbid/domain/schemas';
import { apiRequest, requireField } from './api-request';

/** GET /tasks?who_id= → the contact's tasks, newest first. */
export async function fetchTasks(contactId: string): Promise<Task[]> {
  const body = await apiRequest('/tasks', {
    query: { who_id: contactId },
    fallback: API_FALLBACK.fetchTasks,
  });
  const data = requireField<unknown>(body, 'data');
  return Array.isArray(data) ? (data as Task[]) : requireField<Task[]>({}, 'data');
}

/**
 * POST /tasks → the created order request (the server also queues the purchase-request webhook).
 * `clientRequestId` makes the call idempotent: a repeat with the same id answers the same task
 * (200 instead of 201) and queues no second webhook, so a lost answer can be retried safely.
 */
export async function postPurchaseRequest(
  request: PurchaseRequestBody & { clientRequestId?: string },
): Promise<Task> {
  const body = await apiRequest('/tasks', {
    method: 'POST',
    body: request,
    fallback: REQUEST_MESSAGES.fallback,
  });
  return requireField<Task>(body, 'data');
}

/** POST /support-requests → the created support task. */
export async function postSupportRequest(description: string): Promise<Task> {
  const body = await apiRequest('/support-requests', {
    method: 'POST',
    body: { description },
    fallback: REQUEST_MESSAGES.supportFailed,
  });
  return requireField<Task>(body, 'data');
}

/** PUT /tasks/{id} → the edited order request (the server re-checks availability, queues update_bid). */
export async function putBid(taskId: string, edit: BidEdit): Promise<Task> {
  const body = await apiRequest(`/tasks/${encodeURIComponent(taskId)}`, {
    method: 'PUT',
    body: edit,
    fallback: ORDER_EDIT_MESSAGES.updateFailed,
  });
  return requireField<Task>(body, 'data');
}

/** DELETE /tasks/{id} (the server keeps it for the operator and queues delete_bid). */
export async function deleteBid(taskId: string): Promise<void> {
  await apiRequest(`/tasks/${encodeURIComponent(taskId)}`, {
    method: 'DELETE',
    fallback: ORDER_EDIT_MESSAGES.deleteFailed,
  });
}

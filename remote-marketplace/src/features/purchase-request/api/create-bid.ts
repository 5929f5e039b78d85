// POST /tasks — placing a bid (spec §4 "A newly sent request is added to the local task list with
// status Not Started", §7 purchase request). The orders remote owns the task list: this remote
// announces the bid on the bus (issue 17: remotes meet only through the bus and the query cache),
// first the one being sent, then the server's task in its place, or its withdrawal.
import { useMutation } from '@tanstack/react-query';
import { apiRequest, bus, isApiError, relayAcrossTabs, requireField } from '@leafbid/shared';
import {
  ORDER_MESSAGES,
  PURCHASE_REQUEST_TASK_TYPE,
  bidTotal,
  formatBidDescription,
  fullName,
  purchaseRequestSubject,
  type Contact,
  type Product,
  type Task,
} from '@leafbid/domain';
import type { PurchaseRequestBody } from '@leafbid/domain/schemas';
import { BID_FORM_MESSAGES } from '../../../messages';

declare module '@leafbid/shared' {
  // The orders remote declares the same (identical declarations merge).
  interface LeafbidEventMap {
    /**
     * A bid was placed: first the one being sent (a `temp_` id, shown at once), then the server's
     * task, which takes its place (`replaces`: the temp id).
     */
    'bid:created': { task: Task; replaces?: string };
    /** A bid left the list (deleted, or a send that failed). */
    'bid:deleted': { taskId: string };
  }
}

// A bid placed here shows in the other tabs' lists too.
relayAcrossTabs(['bid:created', 'bid:deleted']);

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
    fallback: BID_FORM_MESSAGES.sendFailed,
  });
  return requireField<Task>(body, 'data');
}

export interface CreateBidInput {
  product: Pick<Product, 'id' | 'Product_Name'>;
  quantity: number;
  pricePerGram: number;
  /** The signed-in user's contact (needs id and Email). */
  profile: Contact | null;
}

/** The id of a bid being sent, also its clientRequestId (the orders remote knows the prefix). */
const TEMP_TASK_PREFIX = 'temp_';
export const newClientRequestId = (): string =>
  `${TEMP_TASK_PREFIX}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** The bid as the lists show it until the server answers (its id is the clientRequestId). */
function sendingTask(
  { product, quantity, pricePerGram, profile }: CreateBidInput,
  clientRequestId: string,
): Task {
  const productName = product.Product_Name || ORDER_MESSAGES.untitledProduct;
  const now = new Date().toISOString();
  return {
    id: clientRequestId,
    Subject: purchaseRequestSubject(productName),
    Task_Type: PURCHASE_REQUEST_TASK_TYPE,
    Status: 'Not Started',
    What_Id: { id: product.id, name: productName },
    Who_Id: { id: profile?.id ?? '', name: profile ? fullName(profile) : '' },
    Description: formatBidDescription({
      quantity,
      pricePerGram,
      total: bidTotal(quantity, pricePerGram),
    }),
    Created_Time: now,
    Closed_Time: null,
    Modified_Time: now,
  };
}

type Sending = CreateBidInput & { clientRequestId: string };

/** Status 0: no answer came (offline, timed out) — the server may have the bid all the same. */
const answerLost = (error: unknown): boolean => isApiError(error) && error.status === 0;

/**
 * Sends a bid: `bid:created` with a temp_ task at once, POST /tasks with the temp_ id as
 * clientRequestId, then `bid:created` with the server's task replacing it. A network failure or
 * timeout (status 0: the answer may have been lost) is retried once with the same id — the server
 * answers the same task, never a second bid. Any other failure (or a second network failure)
 * withdraws the temp task (`bid:deleted`) and rejects with the server's text or the §8 fallback.
 * The announcements are the mutation's own, so they happen even when the popup closed meanwhile.
 */
export function useCreateBid() {
  const mutation = useMutation({
    onMutate: (sending: Sending) => {
      if (!sending.profile?.Email) throw new Error(BID_FORM_MESSAGES.userDataNotAvailable);
      const temp = sendingTask(sending, sending.clientRequestId);
      bus.emit('bid:created', { task: temp });
      return { temp };
    },
    mutationFn: async ({ product, quantity, pricePerGram, clientRequestId }: Sending) => {
      const body = { productId: product.id, quantity, pricePerGram, clientRequestId };
      try {
        return await postPurchaseRequest(body);
      } catch (error) {
        if (!answerLost(error)) throw error;
        return postPurchaseRequest(body);
      }
    },
    onSuccess: (saved, _sending, context) =>
      bus.emit('bid:created', { task: saved, replaces: context.temp.id }),
    onError: (_error, _sending, context) => {
      if (context) bus.emit('bid:deleted', { taskId: context.temp.id });
    },
  });
  const { mutateAsync } = mutation;
  return {
    ...mutation,
    /**
     * Places the bid; resolves with the server's task. A retry of a send whose answer was lost
     * (issue 35) passes the same `clientRequestId`, so the server never records it twice.
     */
    createBid: (
      input: CreateBidInput,
      clientRequestId: string = newClientRequestId(),
    ): Promise<Task> => mutateAsync({ ...input, clientRequestId }),
  };
}

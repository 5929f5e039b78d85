// The operator console's calls (issue 11; docs/api.md "Operator console"), Admin only.
import {
  API_FALLBACK,
  OPERATOR_MESSAGES,
  type AccountReviewState,
  type OperatorAccount,
  type OperatorBid,
  type OutboxCount,
  type OutboxKind,
  type OutboxRow,
  type OutboxStatus,
  type Product,
  type ReviewListing,
  type TaskStatus,
} from '@leafbid/domain';
import { apiRequest, requireField } from './api-request';

const enc = encodeURIComponent;

/** A page of one of the operator's lists. */
export interface OperatorPage<T> {
  data: T[];
  nextCursor: string | null;
}

/** `?a=1&b=x&b=y`: repeated keys for arrays, nothing for empty values. */
function queryString(
  params: Record<string, string | number | boolean | string[] | undefined | null>,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function list<T>(body: unknown): T[] {
  const data = requireField<unknown>(body, 'data');
  return Array.isArray(data) ? (data as T[]) : requireField<T[]>({}, 'data');
}

function nextCursorOf(body: unknown): string | null {
  const next = (body as { nextCursor?: unknown } | null)?.nextCursor;
  return typeof next === 'string' && next ? next : null;
}

/** GET /operator/listings → the listings awaiting review (oldest request first) and how many there are. */
export async function fetchReviewListings(): Promise<{ data: ReviewListing[]; total: number }> {
  const body = await apiRequest('/operator/listings', {
    fallback: OPERATOR_MESSAGES.listingsFailed,
  });
  const data = list<ReviewListing>(body);
  const total = (body as { total?: unknown }).total;
  return { data, total: typeof total === 'number' ? total : data.length };
}

/** POST /operator/listings/{id}/publish → the published product (spec §4). */
export async function publishListing(productId: string): Promise<Product> {
  const body = await apiRequest(`/operator/listings/${enc(productId)}/publish`, {
    method: 'POST',
    fallback: API_FALLBACK.publishProduct,
  });
  return requireField<Product>(body, 'product');
}

/** POST /operator/listings/{id}/decline {note} → the declined product (its Review_Note set). */
export async function declineListing(productId: string, note: string): Promise<Product> {
  const body = await apiRequest(`/operator/listings/${enc(productId)}/decline`, {
    method: 'POST',
    body: { note },
    fallback: OPERATOR_MESSAGES.declineFailed,
  });
  return requireField<Product>(body, 'product');
}

export interface BidsQuery {
  status?: TaskStatus[];
  productId?: string;
  includeDeleted?: boolean;
  cursor?: string | null;
  limit?: number;
}

/** GET /operator/bids → a page of order requests with buyer, product and seller. */
export async function fetchOperatorBids(query: BidsQuery = {}): Promise<OperatorPage<OperatorBid>> {
  const body = await apiRequest(
    `/operator/bids${queryString({
      status: query.status,
      productId: query.productId,
      includeDeleted: query.includeDeleted ? 'true' : undefined,
      cursor: query.cursor,
      limit: query.limit,
    })}`,
    { fallback: OPERATOR_MESSAGES.bidsFailed },
  );
  return { data: list<OperatorBid>(body), nextCursor: nextCursorOf(body) };
}

export interface BidProduct {
  id: string;
  Product_Name: string | null;
  bids: number;
}

/** GET /operator/bids/products → the products that have bids (the board's filter). */
export async function fetchBidProducts(): Promise<BidProduct[]> {
  const body = await apiRequest('/operator/bids/products', {
    fallback: OPERATOR_MESSAGES.bidsFailed,
  });
  return list<BidProduct>(body);
}

/** PUT /operator/bids/{id}/status {Status} → the bid, one step further. */
export async function moveBid(taskId: string, status: TaskStatus): Promise<OperatorBid> {
  const body = await apiRequest(`/operator/bids/${enc(taskId)}/status`, {
    method: 'PUT',
    body: { Status: status },
    fallback: OPERATOR_MESSAGES.moveFailed,
  });
  return requireField<OperatorBid>(body, 'data');
}

export interface AccountsQuery {
  state?: AccountReviewState;
  q?: string;
  cursor?: string | null;
  limit?: number;
}

export interface AccountsPage extends OperatorPage<OperatorAccount> {
  counts: Partial<Record<AccountReviewState, number>>;
}

/** GET /operator/accounts → a page of contacts with documents, and the count of each review state. */
export async function fetchOperatorAccounts(query: AccountsQuery = {}): Promise<AccountsPage> {
  const body = await apiRequest(`/operator/accounts${queryString({ ...query })}`, {
    fallback: OPERATOR_MESSAGES.accountsFailed,
  });
  const counts = (body as { counts?: unknown }).counts;
  return {
    data: list<OperatorAccount>(body),
    nextCursor: nextCursorOf(body),
    counts: counts && typeof counts === 'object' ? (counts as AccountsPage['counts']) : {},
  };
}

async function accountAction(id: string, action: string, body?: unknown): Promise<OperatorAccount> {
  const answer = await apiRequest(`/operator/accounts/${enc(id)}/${action}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
    fallback: OPERATOR_MESSAGES.accountActionFailed,
  });
  return requireField<OperatorAccount>(answer, 'data');
}

/** POST /operator/accounts/{id}/verify. */
export const verifyAccount = (id: string) => accountAction(id, 'verify');
/** POST /operator/accounts/{id}/suspend {reason}. */
export const suspendAccount = (id: string, reason: string) =>
  accountAction(id, 'suspend', { reason });
/** POST /operator/accounts/{id}/reinstate. */
export const reinstateAccount = (id: string) => accountAction(id, 'reinstate');

export interface OutboxQuery {
  status?: OutboxStatus;
  kind?: OutboxKind;
  cursor?: string | null;
  limit?: number;
}

export interface OutboxPage extends OperatorPage<OutboxRow> {
  counts: OutboxCount[];
}

/** GET /operator/outbox → webhook rows with their last error, and the count of each status and kind. */
export async function fetchOutbox(query: OutboxQuery = {}): Promise<OutboxPage> {
  const body = await apiRequest(`/operator/outbox${queryString({ ...query })}`, {
    fallback: OPERATOR_MESSAGES.outboxFailed,
  });
  const counts = (body as { counts?: unknown }).counts;
  return {
    data: list<OutboxRow>(body),
    nextCursor: nextCursorOf(body),
    counts: Array.isArray(counts) ? (counts as OutboxCount[]) : [],
  };
}

/** POST /operator/outbox/requeue {id?} → how many dead rows were queued again. */
export async function requeueOutbox(id?: string): Promise<number> {
  const body = await apiRequest('/operator/outbox/requeue', {
    method: 'POST',
    body: id ? { id } : {},
    fallback: OPERATOR_MESSAGES.requeueFailed,
  });
  const requeued = requireField<unknown>(body, 'requeued');
  return typeof requeued === 'number' ? requeued : 0;
}

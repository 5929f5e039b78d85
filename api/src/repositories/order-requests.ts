// Which tasks are order requests, in SQL: the bids board, the listing stock, counter-offers and
// declines all filter by it. In a module of its own because the bids board also reads the listing
// stock, and listing-stock.ts importing it from operator/bids.ts closed an import cycle.
import { eq, like, or } from 'drizzle-orm';
import { tasks } from '../db/schema.js';
import { sharedDomain } from '../domain/shared-domain.js';

const { PURCHASE_REQUEST_TASK_TYPE, NEW_ORDER_REQUEST_SUBJECT } = sharedDomain;

/** Spec §4: a task is an order request by its Subject or its Task_Type (isOrderRequest, in SQL). */
export const isOrderRequestSql = or(
  eq(tasks.taskType, PURCHASE_REQUEST_TASK_TYPE),
  eq(tasks.subject, NEW_ORDER_REQUEST_SUBJECT),
  like(tasks.subject, 'Purchase request:%'),
)!;

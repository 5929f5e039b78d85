// GET /operator/bids and PUT /operator/bids/:id/status (issue 11).
import { z } from 'zod';
import { sharedDomain } from '../../domain/shared-domain.js';
import { str } from '../common.js';
import { cursor, flag, limit, oneOf, oneOrMany } from './paging.js';

const { BID_STATUS_FLOW, TASK_STATUSES } = sharedDomain;

export const bidsQuery = z.object({
  // Issue 35: Declined too (a status outside the operator's forward flow).
  status: oneOrMany(z.enum(TASK_STATUSES, oneOf(TASK_STATUSES))).optional(),
  productId: str().trim().min(1).max(64).optional(),
  includeDeleted: flag,
  cursor,
  limit,
});

export const bidStatusBody = z.object({
  Status: z.enum(BID_STATUS_FLOW, oneOf(BID_STATUS_FLOW)),
});

// GET /operator/outbox and POST /operator/outbox/requeue (issue 11).
import { z } from 'zod';
import { sharedDomain } from '../../domain/shared-domain.js';
import { str } from '../common.js';
import { cursor, limit, oneOf } from './paging.js';

const { OUTBOX_KINDS, OUTBOX_STATUSES } = sharedDomain;

export const outboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, oneOf(OUTBOX_STATUSES)).optional(),
  kind: z.enum(OUTBOX_KINDS, oneOf(OUTBOX_KINDS)).optional(),
  cursor,
  limit,
});

export const requeueBody = z.object({ id: str().trim().min(1).max(64).optional() }).nullish();

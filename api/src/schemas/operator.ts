// Query and body schemas of the operator console (issue 11; docs/api.md "Operator console").
import { z } from 'zod';
import { sharedDomain } from '../domain/shared-domain.js';
import { str } from './common.js';

const {
  ACCOUNT_REVIEW_STATES,
  BID_STATUS_FLOW,
  DECLINE_NOTE_MAX_LENGTH,
  OPERATOR_API_MESSAGES,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  SUSPENSION_REASON_MAX_LENGTH,
} = sharedDomain;

/** Page size of the operator's lists: 1–100, 50 by default. */
const limit = z.coerce
  .number({ error: 'must be a whole number from 1 to 100' })
  .int('must be a whole number from 1 to 100')
  .min(1, 'must be a whole number from 1 to 100')
  .max(100, 'must be a whole number from 1 to 100')
  .default(50);
const cursor = str().min(1).max(300).optional();
const flag = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true')
  .optional();

/** One value or a repeated parameter (`status=Pending&status=Approved`). */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(4)]).transform((v) => (Array.isArray(v) ? v : [v]));

export const bidsQuery = z.object({
  status: oneOrMany(
    z.enum(BID_STATUS_FLOW, { error: `must be one of ${BID_STATUS_FLOW.join(', ')}` }),
  ).optional(),
  productId: str().trim().min(1).max(64).optional(),
  includeDeleted: flag,
  cursor,
  limit,
});

export const bidStatusBody = z.object({
  Status: z.enum(BID_STATUS_FLOW, { error: `must be one of ${BID_STATUS_FLOW.join(', ')}` }),
});

export const declineBody = z.object({
  note: str({ error: OPERATOR_API_MESSAGES.noteRequired })
    .trim()
    .min(1, OPERATOR_API_MESSAGES.noteRequired)
    .max(DECLINE_NOTE_MAX_LENGTH, `must be at most ${DECLINE_NOTE_MAX_LENGTH} characters`),
});

export const accountsQuery = z.object({
  state: z
    .enum(ACCOUNT_REVIEW_STATES, { error: `must be one of ${ACCOUNT_REVIEW_STATES.join(', ')}` })
    .optional(),
  q: str().trim().max(100, 'must be at most 100 characters').optional(),
  cursor,
  limit,
});

export const suspendBody = z.object({
  reason: str({ error: OPERATOR_API_MESSAGES.reasonRequired })
    .trim()
    .min(1, OPERATOR_API_MESSAGES.reasonRequired)
    .max(
      SUSPENSION_REASON_MAX_LENGTH,
      `must be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`,
    ),
});

export const outboxQuery = z.object({
  status: z
    .enum(OUTBOX_STATUSES, { error: `must be one of ${OUTBOX_STATUSES.join(', ')}` })
    .optional(),
  kind: z.enum(OUTBOX_KINDS, { error: `must be one of ${OUTBOX_KINDS.join(', ')}` }).optional(),
  cursor,
  limit,
});

export const requeueBody = z.object({ id: str().trim().min(1).max(64).optional() }).nullish();

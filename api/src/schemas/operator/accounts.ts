// GET /operator/accounts, POST /operator/accounts/:id/suspend (issue 11), PUT …/licence (issue 20).
import { z } from 'zod';
import { API_ERROR_MESSAGES, isCalendarDate } from '@leafbid/domain';
import { sharedDomain } from '../../domain/shared-domain.js';
import { str } from '../common.js';
import { cursor, limit, oneOf } from './paging.js';

const { ACCOUNT_REVIEW_STATES, OPERATOR_API_MESSAGES, SUSPENSION_REASON_MAX_LENGTH } = sharedDomain;

export const accountsQuery = z.object({
  state: z.enum(ACCOUNT_REVIEW_STATES, oneOf(ACCOUNT_REVIEW_STATES)).optional(),
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

/** Issue 20: PUT /operator/accounts/:id/licence — the operator corrects the licence's details. */
export const licenceBody = z.object({
  licence_number: str({ error: API_ERROR_MESSAGES.licenceNumberRequired })
    .trim()
    .min(1, API_ERROR_MESSAGES.licenceNumberRequired)
    .max(64, API_ERROR_MESSAGES.licenceNumberRequired),
  licence_expires_on: str({ error: API_ERROR_MESSAGES.licenceExpiryRequired })
    .trim()
    .refine((value) => isCalendarDate(value), API_ERROR_MESSAGES.licenceExpiryInvalid),
});

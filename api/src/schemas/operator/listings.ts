// POST /operator/listings/:id/decline (issue 11).
import { z } from 'zod';
import { sharedDomain } from '../../domain/shared-domain.js';
import { str } from '../common.js';

const { DECLINE_NOTE_MAX_LENGTH, OPERATOR_API_MESSAGES } = sharedDomain;

export const declineBody = z.object({
  note: str({ error: OPERATOR_API_MESSAGES.noteRequired })
    .trim()
    .min(1, OPERATOR_API_MESSAGES.noteRequired)
    .max(DECLINE_NOTE_MAX_LENGTH, `must be at most ${DECLINE_NOTE_MAX_LENGTH} characters`),
});

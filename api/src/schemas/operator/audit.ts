// GET /operator/audit (issue 20) and its CSV export.
import { z } from 'zod';
import { AUDIT_KINDS } from '@leafbid/domain';
import { str } from '../common.js';
import { cursor, limit, oneOf, oneOrMany } from './paging.js';

export const auditQuery = z.object({
  kind: oneOrMany(z.enum(AUDIT_KINDS, oneOf(AUDIT_KINDS))).optional(),
  actor: str().trim().max(254).optional(),
  target: str().trim().max(254).optional(),
  cursor,
  limit,
});

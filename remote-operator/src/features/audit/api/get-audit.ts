// Issue 20: GET /operator/audit?kind=&actor=&target=&cursor= — the audit trail, newest first, in
// pages: who did what, when, to what, what changed (before → after) and why. `actor` matches a
// contact id or an email substring, `target` a target id or a label substring. Read only: the API
// has no call that edits or deletes a record.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@leafbid/shared';
import type { AuditKind } from '@leafbid/domain';
import { lenientText as text, parsedItems } from '../../../lib/lenient';
import type { OperatorPage } from '../../../lib/operator-api';
import { OPERATOR_QUERY_ROOT, byCursor, pageOf, queryString } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';

/** A record read leniently (lib/lenient.ts): only a record without an id is left out. */
export const auditRecordSchema = z.object({
  id: z.string().min(1),
  at: text,
  kind: z.string().catch(''),
  actor: z.object({ id: text, label: text }).nullable().catch(null),
  target: z
    .object({ type: z.string().catch(''), id: text, label: text })
    .nullable()
    .catch(null),
  before: z.unknown(),
  after: z.unknown(),
  reason: text,
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** The tab's filters (`actor` and `target` trimmed and settled). */
export interface AuditFilters {
  kind: AuditKind | '';
  actor: string;
  target: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { kind: '', actor: '', target: '' };

export interface AuditQuery extends Partial<AuditFilters> {
  cursor?: string | null;
  limit?: number;
}

const auditSearch = (query: AuditQuery) =>
  queryString({
    kind: query.kind,
    actor: query.actor,
    target: query.target,
    cursor: query.cursor,
    limit: query.limit,
  });

export async function getAudit(query: AuditQuery = {}): Promise<OperatorPage<AuditRecord>> {
  const body = await apiRequest(`/operator/audit${auditSearch(query)}`, {
    fallback: OPERATOR_MESSAGES.audit.failed,
  });
  const page = pageOf<unknown>(body);
  return { ...page, data: parsedItems(auditRecordSchema, page.data) };
}

/** GET /operator/exports/audit.csv with the tab's filters (Admin only). */
export const auditExportPath = (filters: AuditFilters) =>
  `/operator/exports/audit.csv${auditSearch(filters)}`;

/** Every view of the audit trail (each set of filters). */
export const auditQueryKey = [...OPERATOR_QUERY_ROOT, 'audit'] as const;

export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...auditQueryKey, filters] as const,
    queryFn: ({ pageParam }) => getAudit({ ...filters, cursor: pageParam }),
    ...byCursor,
  });

export const useAudit = (filters: AuditFilters) => useInfiniteQuery(auditQueryOptions(filters));

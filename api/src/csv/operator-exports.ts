import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allPages, sendCsv, type CsvColumn } from './csv.js';
import { csvReaderFor, csvReaderQuery, type CsvReaderQuery } from './csv-reader.js';
import { EXPORT_PAGE_SIZE } from '../repositories/exports.js';
import { type OperatorAccountJson } from '../repositories/operator/accounts.js';
import { type AuditRecordJson } from '../repositories/operator/audit.js';
import { type OperatorBidJson } from '../repositories/operator/bids.js';
import { accountsQuery } from '../schemas/operator/accounts.js';
import { auditQuery } from '../schemas/operator/audit.js';
import { bidsQuery } from '../schemas/operator/bids.js';
import { errorAnswers } from '../schemas/common.js';
import { requireConfirmedContact } from '../plugins/auth.js';
import {
  CSV_AUDIT_KIND_MESSAGES,
  CSV_AUDIT_TARGET_MESSAGES,
  CSV_BID_STATUS_MESSAGES,
  CSV_CONTACT_TYPE_MESSAGES,
  CSV_REVIEW_STATE_MESSAGES,
  parseBidDescription,
} from '@leafbid/domain';

type PartyColumns = 'buyer' | 'seller';
const partyColumns = (who: PartyColumns): CsvColumn<OperatorBidJson>[] => [
  { header: `${who}_id`, value: (r) => r[who]?.id },
  { header: `${who}_name`, value: (r) => r[who]?.Full_Name },
  { header: `${who}_company`, value: (r) => r[who]?.Company },
  { header: `${who}_email`, value: (r) => r[who]?.Email },
];

const bid = (r: OperatorBidJson) => parseBidDescription(r.Description);
export const BID_COLUMNS: CsvColumn<OperatorBidJson>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'created_at', value: (r) => r.Created_Time },
  { header: 'modified_at', value: (r) => r.Modified_Time },
  { header: 'deleted_at', value: (r) => r.Deleted_Time },
  { header: 'status', value: (r, reader) => reader.word(CSV_BID_STATUS_MESSAGES, r.Status) },
  { header: 'product_id', value: (r) => r.product?.id ?? r.What_Id?.id },
  { header: 'product_name', value: (r) => r.product?.Product_Name ?? r.What_Id?.name },
  { header: 'quantity_g', value: (r) => bid(r).quantity },
  { header: 'price_per_gram', value: (r) => bid(r).pricePerGram },
  { header: 'total', value: (r) => bid(r).total },
  ...partyColumns('buyer'),
  ...partyColumns('seller'),
];

export const ACCOUNT_COLUMNS: CsvColumn<OperatorAccountJson>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'first_name', value: (r) => r.First_Name },
  { header: 'last_name', value: (r) => r.Last_Name },
  { header: 'company', value: (r) => r.Company },
  { header: 'email', value: (r) => r.Email },
  { header: 'phone', value: (r) => r.Phone },
  { header: 'province', value: (r) => r.Mailing_State },
  {
    header: 'contact_type',
    value: (r, reader) =>
      r.Contact_Type.map((type) => reader.word(CSV_CONTACT_TYPE_MESSAGES, type)).join(';'),
  },
  {
    header: 'review_state',
    value: (r, reader) => reader.word(CSV_REVIEW_STATE_MESSAGES, r.Review_State),
  },
  { header: 'created_at', value: (r) => r.Created_Time },
  { header: 'confirmed_at', value: (r) => r.Confirmed_Time },
  { header: 'verified_at', value: (r) => r.Verified_Time },
  { header: 'suspended_at', value: (r) => r.Suspended_Time },
  { header: 'suspension_reason', value: (r) => r.Suspension_Reason },
  { header: 'licence_number', value: (r) => r.Licence_Number },
  { header: 'licence_expires_on', value: (r) => r.Licence_Expires_On },
];

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
export const AUDIT_COLUMNS: CsvColumn<AuditRecordJson>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'at', value: (r) => r.at },
  { header: 'kind', value: (r, reader) => reader.word(CSV_AUDIT_KIND_MESSAGES, r.kind) },
  { header: 'actor_id', value: (r) => r.actor?.id },
  { header: 'actor', value: (r) => r.actor?.label },
  {
    header: 'target_type',
    value: (r, reader) => reader.word(CSV_AUDIT_TARGET_MESSAGES, r.target.type),
  },
  { header: 'target_id', value: (r) => r.target.id },
  { header: 'target', value: (r) => r.target.label },
  { header: 'reason', value: (r) => r.reason },
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
];

/** The console lists' filters, without their paging (the export reads every page). */
const PAGING = { cursor: true, limit: true } as const;
export const bidFilters = bidsQuery.omit(PAGING);
export const accountFilters = accountsQuery.omit(PAGING);
export const auditFilters = auditQuery.omit(PAGING);

type ExportApp = Parameters<FastifyPluginAsyncZod>[0];

interface CsvExport<S extends z.ZodType<object>, T> {
  /** The download's name: `/operator/exports/<what>.csv`, `leafbid-<what>-<date>.csv`. */
  what: string;
  /** The list's filters (no paging). */
  querystring: S;
  columns: CsvColumn<T>[];
  /** One page of the list, as the console reads it. */
  page(
    db: ExportApp['db'],
    query: z.output<S> & { cursor: string | undefined; limit: number },
  ): Promise<{ data: T[]; nextCursor: string | null }>;
}

/**
 * Issue 20: registers one of the operator's CSV downloads (docs/api.md "CSV exports"), with the
 * same filters as the console's list, every page of it streamed a page at a time. Its route file
 * sits in the operator-media access level: Admin only, a bearer token or the media cookie.
 */
export function operatorCsvExport<S extends z.ZodType<object>, T>(
  app: ExportApp,
  { what, querystring, columns, page }: CsvExport<S, T>,
) {
  app.get(
    `/operator/exports/${what}.csv`,
    {
      // The list's filters, and who reads the file (issue 35: `lang`, `headers`).
      schema: { querystring: z.intersection(querystring, csvReaderQuery), response: errorAnswers },
    },
    async (request, reply) => {
      // The zod provider checked the query against `querystring`; TS cannot resolve it for a generic S.
      const { lang, headers, ...query } = request.query as z.output<S> & CsvReaderQuery;
      const contact = await requireConfirmedContact(request);
      return sendCsv(
        reply,
        what,
        columns,
        allPages((cursor) =>
          page(app.db, { ...(query as z.output<S>), cursor, limit: EXPORT_PAGE_SIZE }),
        ),
        csvReaderFor({ lang, headers }, contact.language, request.headers['accept-language']),
      );
    },
  );
}

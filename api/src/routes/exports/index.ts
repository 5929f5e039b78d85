import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_BID_STATUS_MESSAGES, parseBidDescription } from '@leafbid/domain';
import { apiText } from '../../coded-text.js';
import { allPages, sendCsv, type CsvColumn } from '../../csv/csv.js';
import { csvReaderFor, csvReaderQuery } from '../../csv/csv-reader.js';
import type { TaskRow } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';
import { requireConfirmedContact } from '../../plugins/auth.js';
import {
  EXPORT_PAGE_SIZE,
  ownBidsPage,
  ownListingsPage,
  type ListingWithDemand,
} from '../../repositories/exports.js';
import { bidsQuery } from '../../schemas/operator/bids.js';
import { errorAnswers } from '../../schemas/common.js';
import { canAccessListing } from '../../schemas/contact.js';

/** A bid's columns (the buyer's and the operator's exports share them). */
export function bidColumns<T>(task: (row: T) => TaskRow): CsvColumn<T>[] {
  const bid = (row: T) => parseBidDescription(task(row).description);
  return [
    { header: 'id', value: (r) => task(r).id },
    { header: 'created_at', value: (r) => task(r).createdAt },
    { header: 'modified_at', value: (r) => task(r).modifiedAt },
    {
      header: 'status',
      value: (r, reader) => reader.word(CSV_BID_STATUS_MESSAGES, task(r).status),
    },
    { header: 'product_id', value: (r) => task(r).productId },
    { header: 'product_name', value: (r) => task(r).productName },
    { header: 'quantity_g', value: (r) => bid(r).quantity },
    { header: 'price_per_gram', value: (r) => bid(r).pricePerGram },
    { header: 'total', value: (r) => bid(r).total },
  ];
}

const LISTING_COLUMNS: CsvColumn<ListingWithDemand>[] = [
  { header: 'product_id', value: (r) => r.product.id },
  { header: 'product_name', value: (r) => r.product.productName },
  { header: 'active', value: (r, reader) => reader.yesNo(r.product.productActive) },
  { header: 'request_pending', value: (r, reader) => reader.yesNo(r.product.requestPending) },
  { header: 'min_request_price_per_gram', value: (r) => r.product.minRequestPrice },
  { header: 'grams_available', value: (r) => r.product.gramsAvailable },
  { header: 'open_bids', value: (r) => r.demand.open_bids },
  { header: 'grams_requested', value: (r) => r.demand.grams_requested },
  { header: 'best_price_per_gram', value: (r) => r.demand.best_price_per_gram },
  { header: 'quality_low', value: (r) => r.demand.quality.low },
  { header: 'quality_medium', value: (r) => r.demand.quality.medium },
  { header: 'quality_excellent', value: (r) => r.demand.quality.excellent },
];

/** The buyer's filter of Orders (its bids' statuses), and who reads the file (issue 35). */
const ownBidsQuery = bidsQuery.pick({ status: true }).extend(csvReaderQuery.shape);

/**
 * Issue 20: CSV downloads of one's own rows (docs/api.md "CSV exports"). A bearer token or the
 * media cookie (a plain download link), streamed a page at a time.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /exports/bids.csv?status= — the caller's own bids, not deleted, newest first. */
  app.get(
    '/exports/bids.csv',
    {
      onRequest: app.authenticateImage,
      schema: { querystring: ownBidsQuery, response: errorAnswers },
    },
    async (request, reply) => {
      const contact = await requireConfirmedContact(request);
      const { status, ...readerQuery } = request.query;
      return sendCsv(
        reply,
        'bids',
        bidColumns((task: TaskRow) => task),
        allPages((cursor) =>
          ownBidsPage(app.db, contact.id, { status, cursor, limit: EXPORT_PAGE_SIZE }),
        ),
        csvReaderFor(readerQuery, contact.language, request.headers['accept-language']),
      );
    },
  );

  /** GET /exports/listings.csv — the caller's own listings with their demand. */
  app.get(
    '/exports/listings.csv',
    {
      onRequest: app.authenticateImage,
      schema: { querystring: csvReaderQuery, response: errorAnswers },
    },
    async (request, reply) => {
      const contact = await requireConfirmedContact(request);
      if (!canAccessListing(contact)) throw forbidden(apiText('sellerAccountNeeded'));
      return sendCsv(
        reply,
        'listings',
        LISTING_COLUMNS,
        allPages((cursor) =>
          ownListingsPage(app.db, contact.id, { cursor, limit: EXPORT_PAGE_SIZE }),
        ),
        csvReaderFor(request.query, contact.language, request.headers['accept-language']),
      );
    },
  );
};

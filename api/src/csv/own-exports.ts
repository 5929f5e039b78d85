import { CSV_BID_STATUS_MESSAGES, parseBidDescription } from '@leafbid/domain';
import type { CsvColumn } from './csv.js';
import type { TaskRow } from '../db/schema.js';
import type { ListingWithDemand } from '../repositories/exports.js';

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

export const LISTING_COLUMNS: CsvColumn<ListingWithDemand>[] = [
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

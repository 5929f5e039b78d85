// Issue 35 "No overselling": a listing's stock (now plus upcoming, spec §5), the grams its approved
// bids reserve and what is left. Reserved grams are read from the bids themselves (Approved and
// Completed, not deleted), never kept in a counter that could drift: a declined or deleted bid
// releases its grams by leaving that set. Every check that takes grams locks the product row
// first (SELECT … FOR UPDATE), so two approvals at once cannot both take the last grams.
// Lock order, as everywhere a bid and its listing are both locked: the bid, then the listing.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  RESERVING_BID_STATUSES,
  STOCK_MESSAGES,
  fitsStock,
  formatGrams,
  gramsLeft,
  listingStock,
  parseBidDescription,
} from '@leafbid/domain';
import { domainText } from '../error-text.js';
import type { Queryable, Tx } from '../db/client.js';
import { products, tasks, type ProductRow } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { isOrderRequestSql } from './order-requests.js';

export interface ListingStock {
  stock: number;
  reserved: number;
  left: number;
}

type StockColumns = Pick<ProductRow, 'id' | 'gramsAvailable' | 'upcomingQty3Months'>;

/** The grams reserved on each of `productIds` by its approved bids (except `exceptTaskId`). */
async function reservedGrams(
  db: Queryable,
  productIds: string[],
  exceptTaskId?: string,
): Promise<Map<string, number>> {
  const reserved = new Map(productIds.map((id) => [id, 0]));
  if (productIds.length === 0) return reserved;
  const rows = await db
    .select({ productId: tasks.productId, description: tasks.description })
    .from(tasks)
    .where(
      and(
        isOrderRequestSql,
        isNull(tasks.deletedAt),
        inArray(tasks.status, [...RESERVING_BID_STATUSES]),
        inArray(tasks.productId, productIds),
        exceptTaskId ? ne(tasks.id, exceptTaskId) : undefined,
      ),
    );
  for (const row of rows) {
    const quantity = parseBidDescription(row.description).quantity;
    if (row.productId && quantity !== null && Number.isFinite(quantity) && quantity > 0)
      reserved.set(row.productId, (reserved.get(row.productId) ?? 0) + quantity);
  }
  return reserved;
}

const stockOf = (product: StockColumns, reserved: number): ListingStock => {
  const stock = listingStock(product.gramsAvailable, product.upcomingQty3Months);
  return { stock, reserved, left: gramsLeft(stock, reserved) };
};

/** The stock of each listing, as the operator's bids board shows it (no lock: a reading). */
export async function listingStocks(
  db: Queryable,
  listings: readonly StockColumns[],
): Promise<Map<string, ListingStock>> {
  const reserved = await reservedGrams(
    db,
    listings.map((p) => p.id),
  );
  return new Map(listings.map((p) => [p.id, stockOf(p, reserved.get(p.id) ?? 0)]));
}

/**
 * The listing's stock with its row locked until the transaction ends, leaving out the grams of
 * `exceptTaskId` (the bid being approved or countered, whose own grams are the question). A
 * deleted listing (no row, or no id) has nothing left.
 */
export async function lockListingStock(
  tx: Tx,
  productId: string | null,
  exceptTaskId?: string,
): Promise<ListingStock> {
  if (!productId) return { stock: 0, reserved: 0, left: 0 };
  const [product] = await tx
    .select({
      id: products.id,
      gramsAvailable: products.gramsAvailable,
      upcomingQty3Months: products.upcomingQty3Months,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) return { stock: 0, reserved: 0, left: 0 };
  const reserved = await reservedGrams(tx, [product.id], exceptTaskId);
  return stockOf(product, reserved.get(product.id) ?? 0);
}

/**
 * Refuses (409, nothing written) `quantity` grams on the listing beyond what its other approved
 * bids leave: an approval (`approvalOversells`) or a counter-offer (`counterOversells`). Call in
 * the transaction that then takes the grams; the listing stays locked until it ends.
 */
export async function assertFitsStock(
  tx: Tx,
  input: {
    productId: string | null;
    quantity: number | null;
    exceptTaskId: string;
    refusal: 'approvalOversells' | 'counterOversells';
    field?: string;
    /**
     * Issue 41: 422 when the request's own figure is over the stock (a counter proposed for more
     * than is left); 409 (the default) when the stock moved under a standing offer.
     */
    status?: 409 | 422;
  },
): Promise<ListingStock> {
  const found = await lockListingStock(tx, input.productId, input.exceptTaskId);
  if (!fitsStock(input.quantity, found.left)) {
    throw new HttpError(
      input.status ?? 409,
      domainText(
        STOCK_MESSAGES,
        input.refusal,
        formatGrams(input.quantity, 'en-CA'),
        formatGrams(found.left, 'en-CA'),
        found.left,
      ),
      input.field,
    );
  }
  return found;
}

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sharedDomain } from '../domain/shared-domain.js';
import { domainText } from '../error-text.js';
import type { Tx } from '../db/client.js';
import { products, type NotificationRow, type ProductRow } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import { announceNotifications } from './notify.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
/** The seller's screen of its listings (the listings remote's route). */

/**
 * Issue 20: one review in one transaction with its audit record and the seller's notification:
 * the listing as it was (locked), `change` (null when no longer awaiting review), then both.
 */
export async function reviewListing(
  app: FastifyInstance,
  productId: string,
  change: (tx: Tx) => Promise<ProductRow | null>,
  record: (tx: Tx, before: ProductRow, after: ProductRow) => Promise<NotificationRow[]>,
) {
  const { updated, sent } = await app.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    const row = before ? await change(tx) : null;
    if (!before || !row) return { updated: false, sent: [] };
    return { updated: true, sent: await record(tx, before, row) };
  });
  const found = await app.productsRepository.findWithFiles(productId);
  if (!found) throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchProduct'));
  if (!updated) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'notAwaitingReview'));
  announceNotifications(app.liveEvents, sent);
  // The catalogue's counts change with a product's state.
  await app.catalogueChanged();
  return found;
}

import { bidReference, formatGrams, formatMoney, reservesStock } from '@leafbid/domain';
import { DELETE_LISTING_MESSAGES as M, DELETE_LISTING_MESSAGES } from '../../../messages';
import { totalOf, useListingBids } from '../api/trade-desk';

/**
 * Issue 35: the 'Delete Listing' confirmation names the listing and, under the spec's question
 * ('Are you sure you want to delete this listing?'), its approved bids — anonymously: grams, price
 * and reference, never who the buyer is (the seller's bids answer carries no buyer) — and says
 * their buyers will be told. Asked only while the question is open.
 */
export function DeleteListingQuestion({
  productId,
  productName,
  open,
}: {
  productId: string;
  productName: string;
  open: boolean;
}) {
  const bids = useListingBids(productId, open);
  const approved = (bids.data ?? []).filter((bid) => reservesStock(bid.status));
  return (
    <>
      <p className="ls-delete__name">{M.listingName(productName)}</p>
      <p>{DELETE_LISTING_MESSAGES.question}</p>
      {bids.isPending && open ? (
        <p className="ls-delete__loading" role="status">
          {M.loadingBids}
        </p>
      ) : null}
      {bids.isError ? <p role="alert">{M.bidsUnknown}</p> : null}
      {approved.length > 0 ? (
        <>
          <p>{M.approvedBids(approved.length)}</p>
          <ul className="ls-delete__bids" aria-label={M.approvedBidsLabel}>
            {approved.map((bid) => (
              <li key={bid.id}>
                {M.approvedBid(
                  bidReference(bid.id),
                  formatGrams(bid.quantity),
                  formatMoney(bid.price_per_gram),
                  formatMoney(totalOf(bid)),
                )}
              </li>
            ))}
          </ul>
          <p>{M.buyersTold}</p>
        </>
      ) : null}
    </>
  );
}

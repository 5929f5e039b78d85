// Issue 18: where a seller's listing stands, in one word for the dashboard (spec §4's status tag
// says Active or Pending; the operator's review says why a Pending listing waits).
import { isActiveFlag, listingStatus, type Product } from '@leafbid/domain';
import { LISTING_STANDING_MESSAGES } from '../messages';

export type ListingStanding =
  | 'published'
  | 'publication-requested'
  | 'awaiting-review'
  | 'declined'
  | 'inactive';

/**
 * Published (Product_Active); a publication request or a new submission awaiting the operator;
 * declined with the operator's note; otherwise inactive (archived, or a draft never sent for
 * review).
 */
export function listingStanding(
  product: Pick<Product, 'Product_Active' | 'Request_pending' | 'Awaiting_Review' | 'Review_Note'>,
): ListingStanding {
  if (isActiveFlag(product.Product_Active)) return 'published';
  if (isActiveFlag(product.Request_pending)) return 'publication-requested';
  if (product.Awaiting_Review) return 'awaiting-review';
  if (product.Review_Note) return 'declined';
  return 'inactive';
}

/** The label and the tag's tone (the spec §4 tones of listingStatus) of a listing's standing. */
export function standingTag(product: Product): {
  label: string;
  tone: ReturnType<typeof listingStatus>['tone'];
} {
  const standing = listingStanding(product);
  const tone = standing === 'awaiting-review' ? 'warning' : listingStatus(product).tone;
  return { label: LISTING_STANDING_MESSAGES[standing], tone };
}

import { EmptyState } from '@leafbid/shared/ui';
import { LISTING_MESSAGES } from '../../../messages';

/**
 * Spec §6: the listings route is open to every signed-in user, but listing products needs the
 * separate seller agreement; a Buyer-only account gets this instead of a form the API refuses.
 */
export function SellerAgreementNotice() {
  return (
    <EmptyState
      title={LISTING_MESSAGES.sellerAgreementTitle}
      description={LISTING_MESSAGES.sellerAgreementText}
    />
  );
}

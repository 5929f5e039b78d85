import { selectCanAccessListing, useProfileStore } from '@leafbid/shared';
import { VERIFICATION_MESSAGES, canTrade, type Product } from '@leafbid/domain';
import { EmptyState, Spinner } from '@leafbid/shared/ui';
import { ProductSubmissionForm } from './product-submission-form';
import { SellerAgreementNotice } from './seller-agreement-notice';
import { LISTING_MESSAGES } from '../../../messages';
import '../add-products.css';

export interface AddProductsProps {
  onSubmitted(product: Product): void;
}

/**
 * The 'Add Products' tab: the submission form for verified Sellers and Admins, the notice for
 * Buyers and for accounts awaiting the operator's verification.
 */
export function AddProducts({ onSubmitted }: AddProductsProps) {
  const profile = useProfileStore((s) => s.profile);
  const canList = useProfileStore(selectCanAccessListing);
  if (!profile) return <Spinner label={LISTING_MESSAGES.loadingListings} />;
  if (!canList) return <SellerAgreementNotice />;
  // Issue 18: listing waits for the operator's verification; the API refuses it with this text.
  if (!canTrade(profile)) {
    return (
      <EmptyState
        title={LISTING_MESSAGES.awaitingVerificationTitle}
        description={VERIFICATION_MESSAGES.awaitingVerification}
      />
    );
  }
  return <ProductSubmissionForm onSubmitted={onSubmitted} />;
}

import { selectCanAccessListing, useProfileStore } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import { Spinner } from '@leafbid/shared/ui';
import { ProductSubmissionForm } from './product-submission-form';
import { SellerAgreementNotice } from './seller-agreement-notice';
import { LISTING_MESSAGES } from '../../../app/messages';
import '../add-products.css';

export interface AddProductsProps {
  onSubmitted(product: Product): void;
}

/** The 'Add Products' tab: the submission form for Sellers and Admins, the notice for Buyers. */
export function AddProducts({ onSubmitted }: AddProductsProps) {
  const profile = useProfileStore((s) => s.profile);
  const canList = useProfileStore(selectCanAccessListing);
  if (!profile) return <Spinner label={LISTING_MESSAGES.loadingListings} />;
  if (!canList) return <SellerAgreementNotice />;
  return <ProductSubmissionForm onSubmitted={onSubmitted} />;
}

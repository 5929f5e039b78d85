import { useState } from 'react';
import { PRODUCT_MESSAGES, listingToggle, type Product } from '@leafbid/domain';
import { Button, ConfirmModal, ErrorMessage } from '@leafbid/shared/ui';
import { PRODUCT_EDIT_MESSAGES } from '../../../app/messages';
import { useChangeListingStatus } from '../api/change-listing-status';
import { useDeleteProduct } from '../api/delete-product';

export interface ListingActionsProps {
  product: Product;
  /** Called once the listing is deleted. */
  onDeleted(): void;
}

/**
 * The popup's status toggle ('Archive Product' / 'Request Publish' / 'Cancel Request', spec §4)
 * and 'Delete Listing' after 'Are you sure you want to delete this listing?'. Both change the list
 * at once and roll back on failure, with the alerts 'Failed to update product status.' and
 * 'Failed to delete product.' (spec §8).
 */
export function ListingActions({ product, onDeleted }: ListingActionsProps) {
  const { mutateAsync: changeListingStatus } = useChangeListingStatus();
  const { mutateAsync: deleteProduct } = useDeleteProduct();
  const [alert, setAlert] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const toggle = listingToggle(product);

  const changeStatus = async (): Promise<void> => {
    setAlert(null);
    setChanging(true);
    try {
      await changeListingStatus({ id: product.id, action: toggle.action });
    } catch {
      setAlert(PRODUCT_MESSAGES.statusFailed);
    } finally {
      setChanging(false);
    }
  };

  const remove = async (): Promise<void> => {
    setAlert(null);
    setDeleting(true);
    try {
      await deleteProduct(product.id);
      setConfirming(false);
      onDeleted();
    } catch {
      setConfirming(false);
      setAlert(PRODUCT_MESSAGES.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="ls-actions">
      <ErrorMessage message={alert} onDismiss={() => setAlert(null)} />
      <div className="ls-actions__buttons">
        <Button variant="secondary" loading={changing} onClick={() => void changeStatus()}>
          {toggle.label}
        </Button>
        <Button variant="danger" disabled={changing} onClick={() => setConfirming(true)}>
          {PRODUCT_MESSAGES.deleteListing}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title={PRODUCT_EDIT_MESSAGES.deleteTitle}
        text={PRODUCT_MESSAGES.deleteConfirm}
        cancelLabel={PRODUCT_EDIT_MESSAGES.cancel}
        confirmLabel={PRODUCT_EDIT_MESSAGES.delete}
        confirmVariant="danger"
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

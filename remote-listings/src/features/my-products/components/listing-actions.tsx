import { useEffect, useId, useRef, useState } from 'react';
import {
  ORDER_MESSAGES,
  VERIFICATION_MESSAGES,
  canTrade,
  listingToggle,
  type Product,
  textOf,
} from '@leafbid/domain';
import { useProfileStore } from '@leafbid/shared';
import { Button, ConfirmModal, ErrorMessage } from '@leafbid/shared/ui';
import { LISTING_STATUS_MESSAGES, PRODUCT_EDIT_MESSAGES } from '../../../messages';
import { useChangeListingStatus } from '../api/change-listing-status';
import { useDeleteProduct } from '../api/delete-product';
import { DeleteListingQuestion } from './delete-listing-question';

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
  // Issue 18: what the status change did, said where focus goes once it is done (the button is
  // busy meanwhile, so focus would otherwise drop to the page's body).
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [focusAfter, setFocusAfter] = useState<'done' | 'alert' | null>(null);
  const toggle = listingToggle(product);
  // Issue 18: a publication request waits for the operator's verification (the API refuses it
  // with the same words), so the button says why it is off instead of failing.
  const profile = useProfileStore((state) => state.profile);
  const waitsForVerification = toggle.action === 'request-publish' && !canTrade(profile);
  const verificationNoteId = useId();

  useEffect(() => {
    if (focusAfter === 'done') doneRef.current?.focus();
    if (focusAfter === 'alert') alertRef.current?.focus();
    if (focusAfter) setFocusAfter(null);
  }, [focusAfter]);

  const changeStatus = async (): Promise<void> => {
    setAlert(null);
    setDone(null);
    setChanging(true);
    try {
      await changeListingStatus({ id: product.id, action: toggle.action });
      setDone(LISTING_STATUS_MESSAGES[toggle.action]);
      setFocusAfter('done');
    } catch {
      setAlert(PRODUCT_EDIT_MESSAGES.statusFailed);
      setFocusAfter('alert');
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
      setAlert(PRODUCT_EDIT_MESSAGES.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="ls-actions">
      <div ref={alertRef} tabIndex={-1} className="ls-actions__alert">
        <ErrorMessage message={alert} onDismiss={() => setAlert(null)} />
      </div>
      {done ? (
        <p ref={doneRef} tabIndex={-1} className="ls-actions__done" role="status">
          {done}
        </p>
      ) : null}
      {waitsForVerification ? (
        <p id={verificationNoteId} className="ls-actions__note">
          {VERIFICATION_MESSAGES.awaitingVerification}
        </p>
      ) : null}
      <div className="ls-actions__buttons">
        <Button
          variant="secondary"
          loading={changing}
          disabled={waitsForVerification}
          aria-describedby={waitsForVerification ? verificationNoteId : undefined}
          onClick={() => void changeStatus()}
        >
          {textOf(toggle.label)}
        </Button>
        <Button variant="danger" disabled={changing} onClick={() => setConfirming(true)}>
          {PRODUCT_EDIT_MESSAGES.deleteTitle}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title={PRODUCT_EDIT_MESSAGES.deleteTitle}
        text={
          <DeleteListingQuestion
            productId={product.id}
            productName={product.Product_Name || ORDER_MESSAGES.untitledProduct}
            open={confirming}
          />
        }
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

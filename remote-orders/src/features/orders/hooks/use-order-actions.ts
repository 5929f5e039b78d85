import { useCallback, useState } from 'react';
import type { Task } from '@leafbid/domain';
import { useDeleteBid } from '../api/delete-bid';
import { ORDER_EDIT_POPUP_MESSAGES } from '../../../messages';

/** The order request an action is about, with the name its card shows. */
export interface OrderTarget {
  task: Task;
  productName: string;
}

export interface OrderActions {
  /** The order request in the 'Edit Order Request' popup. */
  editing: OrderTarget | null;
  /** The order request the 'Delete Order Request' confirm asks about. */
  deleting: OrderTarget | null;
  /** Why the server refused the last delete (the request is back in the list); null otherwise. */
  error: string | null;
  edit(target: OrderTarget): void;
  closeEdit(): void;
  askDelete(target: OrderTarget): void;
  cancelDelete(): void;
  /** The request leaves the list at once; a refusal brings it back and sets `error`. */
  confirmDelete(): void;
  clearError(): void;
}

/**
 * Edit and Delete of the pending order requests of one list (spec §2 Orders, and the dashboard's
 * pending orders). The popups live here, above the cards: a card leaves its list while its popup is
 * still needed (deleted at once; moved to Approved when the operator approved it meanwhile).
 */
export function useOrderActions(): OrderActions {
  const [editing, setEditing] = useState<OrderTarget | null>(null);
  const [deleting, setDeleting] = useState<OrderTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: deleteBid } = useDeleteBid();

  const confirmDelete = useCallback(() => {
    if (!deleting) return;
    setDeleting(null);
    setError(null);
    deleteBid(deleting.task).catch((failure: unknown) => {
      setError(failure instanceof Error ? failure.message : ORDER_EDIT_POPUP_MESSAGES.deleteFailed);
    });
  }, [deleting, deleteBid]);

  return {
    editing,
    deleting,
    error,
    // One popup at a time, the last asked for: the edit popup's code may still be loading when
    // Delete is pressed (issue 22).
    edit: useCallback((target: OrderTarget) => {
      setError(null);
      setDeleting(null);
      setEditing(target);
    }, []),
    closeEdit: useCallback(() => setEditing(null), []),
    askDelete: useCallback((target: OrderTarget) => {
      setError(null);
      setEditing(null);
      setDeleting(target);
    }, []),
    cancelDelete: useCallback(() => setDeleting(null), []),
    confirmDelete,
    clearError: useCallback(() => setError(null), []),
  };
}

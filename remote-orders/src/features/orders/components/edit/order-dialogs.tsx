import { ConfirmModal, DialogLoadFailed, useLazyModule } from '@leafbid/shared/ui';
import type { OrderActions } from '../../hooks/use-order-actions';
import { ORDER_EDIT_POPUP_MESSAGES as M } from '../../../../messages';

export interface OrderDialogsProps {
  actions: OrderActions;
}

/**
 * The edit popup's code (its form, rules and the bid schemas), asked for when Edit is first
 * pointed at, focused or pressed (issue 22: it is not on the dashboard's first load).
 */
export const loadEditOrderModal = () => import('./edit-order-modal');

/** The 'Edit Order Request' popup and the 'Delete Order Request' confirm of one list (spec §2). */
export function OrderDialogs({ actions }: OrderDialogsProps) {
  const { editing, deleting } = actions;
  const edit = useLazyModule(loadEditOrderModal, editing !== null);
  return (
    <>
      <DialogLoadFailed code={edit} title={M.editTitle} onClose={actions.closeEdit} />
      {editing && edit.module ? (
        <edit.module.EditOrderModal
          key={editing.task.id}
          task={editing.task}
          productName={editing.productName}
          onClose={actions.closeEdit}
        />
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        title={M.deleteTitle}
        text={
          <>
            <p className="or-confirm__text">{M.deleteQuestion(deleting?.productName ?? '')}</p>
            <p className="or-confirm__text">{M.deleteWarning}</p>
          </>
        }
        cancelLabel={M.cancel}
        confirmLabel={M.delete}
        confirmVariant="danger"
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      />
    </>
  );
}

import { isTempTask } from '../../api/tasks-cache';
import { isPendingStatus } from '@leafbid/domain';
import { Button } from '@leafbid/shared/ui';
import type { OrderActions, OrderTarget } from '../../hooks/use-order-actions';
import { loadEditOrderModal } from './order-dialogs';
import { ORDER_EDIT_POPUP_MESSAGES as M } from '../../../../messages';

export interface OrderActionButtonsProps {
  target: OrderTarget;
  actions: Pick<OrderActions, 'edit' | 'askDelete'>;
}

/** Asks for the edit popup's code once Edit is pointed at or focused (asked again on Edit if it failed). */
const warmEditPopup = (): void => void loadEditOrderModal().catch(() => undefined);

/**
 * Edit and Delete, only on order requests with status Not Started or Pending (spec §2), and not
 * while a new bid is still being sent (it has no server id yet).
 */
export function OrderActionButtons({ target, actions }: OrderActionButtonsProps) {
  const { task, productName } = target;
  if (!isPendingStatus(task.Status) || isTempTask(task)) return null;
  return (
    <div className="or-actions">
      <Button
        variant="secondary"
        size="small"
        aria-label={M.editLabel(productName)}
        onPointerEnter={warmEditPopup}
        onFocus={warmEditPopup}
        onClick={() => actions.edit(target)}
      >
        {M.edit}
      </Button>
      {/* Quiet in the list; the confirm's Delete carries the danger style. */}
      <Button
        variant="secondary"
        size="small"
        aria-label={M.deleteLabel(productName)}
        onClick={() => actions.askDelete(target)}
      >
        {M.delete}
      </Button>
    </div>
  );
}

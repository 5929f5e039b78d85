import type { ReactNode } from 'react';
import { ConfirmModal } from './confirm-modal';
import { UI_MESSAGES as M } from './messages';
import type { LazyModule } from './use-lazy-module';

export interface DialogLoadFailedProps {
  /** The dialog's code, as useLazyModule gives it. */
  code: LazyModule<unknown>;
  /** The title the dialog would have had. */
  title: ReactNode;
  /** Closes what asked for the dialog (the failure is forgotten: the next open asks again). */
  onClose(): void;
}

/**
 * Kernel 2.5.0 (issue 36: the orders' and the marketplace's copies made one). Where a dialog would
 * have opened when its code could not be loaded (issue 22: the dialogs load on first use): the
 * same title, what happened, Cancel and Retry. The page behind it stays as it was.
 */
export function DialogLoadFailed({ code, title, onClose }: DialogLoadFailedProps) {
  return (
    <ConfirmModal
      // Closed while Retry asks again, so focus is back on the opener when the dialog comes (it
      // gives focus back there on closing) or this opens again.
      open={code.failed}
      title={title}
      text={M.dialogLoadFailed}
      confirmLabel={M.retry}
      onConfirm={code.retry}
      onCancel={() => {
        code.retry();
        onClose();
      }}
    />
  );
}

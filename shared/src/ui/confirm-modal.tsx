import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { UI_MESSAGES } from './messages';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** The question; a string or several paragraphs. */
  text: ReactNode;
  cancelLabel?: string;
  confirmLabel?: string;
  /** Style of the confirm button: 'danger' for 'Delete', 'primary' for 'Proceed'. */
  confirmVariant?: ButtonVariant;
  /** Shows the confirm button as working and blocks both buttons. */
  busy?: boolean;
  onConfirm(): void;
  /** Cancel button, Escape, × and an overlay click. */
  onCancel(): void;
}

/**
 * Cancel/confirm question: 'Low Bid Warning' and 'Bid Suggestion' (Cancel / Proceed, spec §5),
 * 'Delete Order Request' (Cancel / Delete, spec §2).
 */
export function ConfirmModal({
  open,
  title,
  text,
  cancelLabel = UI_MESSAGES.cancel,
  confirmLabel = UI_MESSAGES.proceed,
  confirmVariant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title}
      description={text}
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

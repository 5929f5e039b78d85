import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorMessage, Modal } from '@leafbid/shared/ui';
import { OPERATOR_MESSAGES } from '../messages';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  label: string;
  maxLength: number;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/**
 * Asks for a required text before an action: the note of a Decline, the reason of a Suspend.
 * Mount it per target (a `key`), so each one starts empty.
 */
export function ReasonDialog({
  open,
  title,
  text,
  label,
  maxLength,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  const formId = useId();
  const ready = reason.trim().length > 0 && !busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onConfirm(reason.trim());
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title}
      description={text}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {OPERATOR_MESSAGES.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={!ready} loading={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="op-reason" onSubmit={submit}>
        <label className="op-field__label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="op-reason__input"
          value={reason}
          maxLength={maxLength}
          rows={4}
          required
          onChange={(e) => setReason(e.target.value)}
        />
        <ErrorMessage message={error} />
      </form>
    </Modal>
  );
}

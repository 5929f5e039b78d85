import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import type { CounterAnswer } from '../api/answer-counter';
import type { CounterTerms } from '../counter-offer';
import { COUNTER_OFFER_MESSAGES as M, ORDER_EDIT_POPUP_MESSAGES } from '../../../messages';

export interface CounterAnswerDialogProps {
  open: boolean;
  answer: CounterAnswer;
  terms: CounterTerms;
  /** The answer is on its way: the dialog stays open and its buttons wait. */
  busy: boolean;
  /** Why the API refused the answer; the dialog stays open with it. */
  error: string | null;
  onClose(): void;
  onConfirm(): void;
  /** Where focus goes on closing: the button that opened it, or the answer's outcome. */
  returnFocus(): HTMLElement | null;
}

/** Issue 20: Accept or Decline of a counter-offer, confirmed in an alert dialog. */
export function CounterAnswerDialog({
  open,
  answer,
  terms,
  busy,
  error,
  onClose,
  onConfirm,
  returnFocus,
}: CounterAnswerDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="or-alert__overlay" />
        <AlertDialog.Content
          className="or-alert"
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <AlertDialog.Title className="or-alert__title">
            {answer === 'accept' ? M.acceptTitle : M.declineTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="or-alert__text">
            {answer === 'accept'
              ? M.acceptText(terms.quantity, terms.pricePerGram, terms.total)
              : M.declineText}
          </AlertDialog.Description>
          <ErrorMessage className="or-alert__error" message={error} />
          <div className="or-alert__footer">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {ORDER_EDIT_POPUP_MESSAGES.cancel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={answer === 'accept' ? 'primary' : 'danger'}
              loading={busy}
              onClick={onConfirm}
            >
              {answer === 'accept'
                ? busy
                  ? M.accepting
                  : M.accept
                : busy
                  ? M.declining
                  : M.decline}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { UI_MESSAGES } from './messages';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Read out with the title; omit for popups whose body speaks for itself. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Hide the × button (confirm modals close through their own buttons). Default false. */
  hideCloseButton?: boolean;
  className?: string;
  /**
   * Where focus goes on closing when the button that opened the dialog is gone (2.3.0, issue 18:
   * after a delete, the next card rather than the page's body).
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * A dialog (Radix): focus trapped, Escape and an overlay click close it (spec §2 popups), the
 * close button is labelled 'Close'. On closing, focus goes back to what had it when the dialog
 * opened (the button that opened it), if that is still on the page, else to `fallbackFocus`.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'medium',
  hideCloseButton = false,
  className,
  fallbackFocus,
}: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; these dialogs are opened by the app's own buttons.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="lb-modal__overlay" data-testid="lb-modal-overlay" />
        <Dialog.Content
          className={['lb-modal', `lb-modal--${size}`, className].filter(Boolean).join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const opened = opener.current;
            opener.current = null;
            const target = opened?.isConnected ? opened : fallbackFocus?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="lb-modal__header">
            <Dialog.Title className="lb-modal__title">{title}</Dialog.Title>
            {hideCloseButton ? null : (
              <Dialog.Close className="lb-modal__close" aria-label={UI_MESSAGES.close}>
                <span aria-hidden="true">{'×'}</span>
              </Dialog.Close>
            )}
          </div>
          {description ? (
            // A div, so a description may hold paragraphs.
            <Dialog.Description asChild>
              <div className="lb-modal__description">{description}</div>
            </Dialog.Description>
          ) : null}
          {children ? <div className="lb-modal__body">{children}</div> : null}
          {footer ? <div className="lb-modal__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

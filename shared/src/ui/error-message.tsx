import { UI_MESSAGES } from './messages';

export interface ErrorMessageProps {
  /** Nothing renders when empty. */
  message: string | null | undefined;
  /** Shows a 'Dismiss' button (e.g. a store's clearError). */
  onDismiss?(): void;
  className?: string;
}

/** An error announced at once (role="alert"), optionally dismissible. */
export function ErrorMessage({ message, onDismiss, className }: ErrorMessageProps) {
  if (!message) return null;
  return (
    <div role="alert" className={['lb-error-message', className].filter(Boolean).join(' ')}>
      <span className="lb-error-message__text">{message}</span>
      {onDismiss ? (
        <button
          type="button"
          className="lb-error-message__dismiss"
          aria-label={UI_MESSAGES.dismiss}
          onClick={onDismiss}
        >
          <span aria-hidden="true">{'×'}</span>
        </button>
      ) : null}
    </div>
  );
}

import { OPERATOR_MESSAGES } from '../messages';

/** What an action did ('Pink Kush is published.'), announced politely and dismissible. */
export function Notice({ text, onDismiss }: { text: string | null; onDismiss(): void }) {
  return (
    <div className="op-notice-region" role="status" aria-live="polite">
      {text ? (
        <p className="op-notice">
          <span>{text}</span>
          <button
            type="button"
            className="op-notice__dismiss"
            aria-label={OPERATOR_MESSAGES.dismiss}
            onClick={onDismiss}
          >
            <span aria-hidden="true">{'×'}</span>
          </button>
        </p>
      ) : null}
    </div>
  );
}

import { UI_MESSAGES } from './messages';

export interface SpinnerProps {
  /** Accessible name (default 'Loading'). */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** An indeterminate progress indicator announced as a status. */
export function Spinner({ label = UI_MESSAGES.loading, size = 'medium', className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={['lb-spinner', `lb-spinner--${size}`, className].filter(Boolean).join(' ')}
    >
      <span className="lb-spinner__ring" aria-hidden="true" />
    </span>
  );
}

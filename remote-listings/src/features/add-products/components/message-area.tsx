import type { ReactNode } from 'react';
import { SUBMISSION_FORM_MESSAGES } from '../../../messages';

export interface MessageAreaProps {
  tone: 'success' | 'error';
  children: ReactNode;
  onClose(): void;
}

/** Spec §2/§8 "a message area with a close button": the submission's success or failure. */
export function MessageArea({ tone, children, onClose }: MessageAreaProps) {
  return (
    <div className={`ls-message ls-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="ls-message__text">{children}</div>
      <button
        type="button"
        className="ls-message__close"
        aria-label={SUBMISSION_FORM_MESSAGES.closeMessage}
        onClick={onClose}
      >
        {/* A symbol, not a text (the lint's letter range À-ÿ takes in ×). */}
        <span aria-hidden="true">{'×'}</span>
      </button>
    </div>
  );
}

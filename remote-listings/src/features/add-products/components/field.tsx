import type { ReactNode } from 'react';
import { SUBMISSION_MESSAGES } from '@leafbid/domain';
import { FieldMessage } from '@leafbid/shared/ui';

/** The ids a field's input needs: its own, and its message's for aria-describedby. */
export const fieldIds = (base: string, name: string) => ({
  id: `${base}-${name}`,
  messageId: `${base}-${name}-message`,
  hintId: `${base}-${name}-hint`,
});

/** The label text with the required mark (spec §5 "marked required"). */
export function LabelText({ text, required }: { text: string; required?: boolean }) {
  return (
    <>
      {text}
      {required ? (
        <span className="ls-required" aria-hidden="true">
          {' '}
          {SUBMISSION_MESSAGES.requiredMark}
        </span>
      ) : null}
    </>
  );
}

export interface FieldProps {
  id: string;
  messageId: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: { id: string; text: string };
  className?: string;
  children: ReactNode;
}

/** A labelled input with its hint and its error message (announced politely). */
export function Field({
  id,
  messageId,
  label,
  required,
  error,
  hint,
  className,
  children,
}: FieldProps) {
  return (
    <div className={['ls-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        <LabelText text={label} required={required} />
      </label>
      {children}
      {hint ? (
        <p id={hint.id} className="ls-hint">
          {hint.text}
        </p>
      ) : null}
      <FieldMessage id={messageId} tone="error" text={error} />
    </div>
  );
}

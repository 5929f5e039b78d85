export type FieldMessageTone = 'success' | 'info' | 'warning' | 'error';

export interface FieldMessageProps {
  tone: FieldMessageTone;
  /** Nothing renders when empty (the live region stays, so later text is announced). */
  text: string | null | undefined;
  /** Give the input `aria-describedby={id}`. */
  id?: string;
  className?: string;
  /** 'alert': read at once (role="alert") instead of politely; mount it only with a message. */
  role?: 'alert';
}

/** A message under a field — availability, bid quality, validation — announced politely. */
export function FieldMessage({ tone, text, id, className, role }: FieldMessageProps) {
  return (
    <p
      id={id}
      {...(role ? { role } : { 'aria-live': 'polite' as const })}
      className={['lb-field-message', `lb-field-message--${tone}`, className]
        .filter(Boolean)
        .join(' ')}
      data-tone={tone}
    >
      {text ?? ''}
    </p>
  );
}

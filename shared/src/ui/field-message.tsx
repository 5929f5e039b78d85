export type FieldMessageTone = 'success' | 'info' | 'warning' | 'error';

export interface FieldMessageProps {
  tone: FieldMessageTone;
  /** Nothing renders when empty (the live region stays, so later text is announced). */
  text: string | null | undefined;
  /** Give the input `aria-describedby={id}`. */
  id?: string;
  className?: string;
}

/** A message under a field — availability, bid quality, validation — announced politely. */
export function FieldMessage({ tone, text, id, className }: FieldMessageProps) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={['lb-field-message', `lb-field-message--${tone}`, className]
        .filter(Boolean)
        .join(' ')}
      data-tone={tone}
    >
      {text ?? ''}
    </p>
  );
}

import { useId, type ReactNode } from 'react';
import { FieldMessage } from './field-message';

/** What the control inside a `FormField` spreads onto itself: its id and its ARIA wiring. */
export interface FormFieldControlProps {
  id: string;
  /** The hint's and the message's ids, when they are on the page. */
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** Classes of the field's parts, so each app keeps its own look. */
export interface FormFieldClassNames {
  label?: string;
  required?: string;
  hint?: string;
  message?: string;
}

export interface FormFieldProps {
  label: string;
  /** The control's id; one from `useId` when none is given. */
  id?: string;
  /** Marks the label (`requiredMark`, hidden from screen readers) and sets `aria-required`. */
  required?: boolean;
  /** The mark's text; '*' unless given. */
  requiredMark?: string;
  /** Shown under the control, and part of its description. */
  hint?: string;
  /** The error message; the control is `aria-invalid` while there is one. */
  error?: string | null | undefined;
  /** `aria-invalid` without a message of its own (e.g. one message for several fields). */
  invalid?: boolean;
  /**
   * 'alert' (default): the message is on the page only while there is one, as role="alert" (read
   * at once). 'polite': the message's polite live region stays, empty until there is one.
   */
  announce?: 'alert' | 'polite';
  /** The wrapper's class. */
  className?: string;
  classNames?: FormFieldClassNames;
  /** The control: `{(control) => <input {...control} />}`. */
  children(control: FormFieldControlProps): ReactNode;
}

/** A labelled control with its optional hint and its error message, wired for assistive tech. */
export function FormField({
  label,
  id,
  required = false,
  requiredMark = '*',
  hint,
  error,
  invalid = false,
  announce = 'alert',
  className,
  classNames,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const messageId = `${controlId}-message`;
  const hasMessage = announce === 'polite' || Boolean(error);
  const describedBy = [hint ? hintId : null, hasMessage ? messageId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label className={classNames?.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={classNames?.required} aria-hidden="true">
            {requiredMark}
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': invalid || Boolean(error) || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className={classNames?.hint}>
          {hint}
        </p>
      ) : null}
      {hasMessage ? (
        <FieldMessage
          id={messageId}
          tone="error"
          text={error}
          className={classNames?.message}
          {...(announce === 'alert' ? { role: 'alert' as const } : {})}
        />
      ) : null}
    </div>
  );
}

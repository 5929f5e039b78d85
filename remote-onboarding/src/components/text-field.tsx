// One labelled input with its error announced (role="alert"): the sign-in and profile forms.
import './text-field.css';
import type { InputHTMLAttributes, Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Marked with '*' (spec §2 Settings: First Name*, Last Name*). */
  required?: boolean;
  /** Shown under the field. */
  error?: string | undefined;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  required = false,
  error,
  invalid = false,
  ref,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="ob-field">
      <label className="ob-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="ob-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        ref={ref}
        className="ob-field__input"
        aria-required={required || undefined}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="ob-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

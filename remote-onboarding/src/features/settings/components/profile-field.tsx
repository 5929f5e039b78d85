// One labelled input of the profile form, with its error announced (role="alert").
import type { InputHTMLAttributes, Ref } from 'react';

export interface ProfileFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Marked with '*' (spec §2 Settings: First Name*, Last Name*). */
  required?: boolean;
  /** Shown under the field; the form shows the shared names-required message itself. */
  error?: string | undefined;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function ProfileField({
  id,
  label,
  required = false,
  error,
  invalid = false,
  ref,
  ...input
}: ProfileFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="ob-settings__field">
      <label className="ob-settings__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="ob-settings__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        ref={ref}
        className="ob-settings__input"
        aria-required={required || undefined}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="ob-settings__field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

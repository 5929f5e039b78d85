// One labelled input with its error announced (role="alert"): the sign-in and profile forms.
import './text-field.css';
import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from '@leafbid/shared/ui';

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
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      invalid={invalid}
      className="ob-field"
      classNames={{
        label: 'ob-field__label',
        required: 'ob-field__required',
        message: 'ob-field__error',
      }}
    >
      {(control) => <input {...control} ref={ref} className="ob-field__input" {...input} />}
    </FormField>
  );
}

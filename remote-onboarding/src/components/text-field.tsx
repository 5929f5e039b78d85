// One labelled input with its error announced (role="alert"): the sign-in and profile forms.
import './text-field.css';
import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from '@leafbid/shared/ui';

/** The onboarding look of a FormField's parts (also the Join's province select). */
export const OB_FIELD_CLASSES = {
  label: 'ob-field__label',
  required: 'ob-field__required',
  hint: 'ob-field__hint',
  message: 'ob-field__error',
} as const;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Marked with '*' (spec §2 Settings: First Name*, Last Name*). */
  required?: boolean;
  /** The field's rule, shown under it and part of its description. */
  hint?: string | undefined;
  /** Shown under the field. */
  error?: string | undefined;
  /** 'polite' for messages that appear as the user leaves a field (FormField's `announce`). */
  announce?: 'alert' | 'polite';
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  required = false,
  hint,
  error,
  announce,
  invalid = false,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      {...(hint ? { hint } : {})}
      error={error}
      {...(announce ? { announce } : {})}
      invalid={invalid}
      className="ob-field"
      classNames={OB_FIELD_CLASSES}
    >
      {(control) => <input {...control} ref={ref} className="ob-field__input" {...input} />}
    </FormField>
  );
}

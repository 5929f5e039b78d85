// Issue 18: the Province/Territory select of the Join's Address step and of Settings — the 13
// provinces and territories by name, stored by their Canada Post code ('ON').
import type { Ref, SelectHTMLAttributes } from 'react';
import { PROVINCES } from '@leafbid/domain';
import { FormField } from '@leafbid/shared/ui';
import { JOIN_FIELD_HINTS } from '../messages';
import { OB_FIELD_CLASSES } from './text-field';

export interface ProvinceSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  announce?: 'alert' | 'polite';
  ref?: Ref<HTMLSelectElement>;
}

export function ProvinceSelect({
  id,
  label,
  required = false,
  error,
  announce,
  ref,
  ...select
}: ProvinceSelectProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      {...(announce ? { announce } : {})}
      className="ob-field"
      classNames={OB_FIELD_CLASSES}
    >
      {(control) => (
        <select {...control} ref={ref} className="ob-field__input" {...select}>
          <option value="">{JOIN_FIELD_HINTS.provincePrompt}</option>
          {PROVINCES.map((province) => (
            <option key={province.code} value={province.code}>
              {province.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

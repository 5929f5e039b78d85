import { FormField } from '@leafbid/shared/ui';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  onChange(value: string): void;
}

/** A labelled select of the console's filters (native: keyboard and screen readers for free). */
export function SelectField({ label, value, options, onChange }: SelectFieldProps) {
  return (
    <FormField label={label} className="op-field" classNames={{ label: 'op-field__label' }}>
      {(control) => (
        <select
          {...control}
          className="op-field__control"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

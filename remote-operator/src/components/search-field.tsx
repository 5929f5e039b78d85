import { FormField } from '@leafbid/shared/ui';

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  /** Let the field take the filter row's spare width. */
  grow?: boolean;
  onChange(value: string): void;
}

/** A labelled search box of the console's filters (the typed text; the caller settles it). */
export function SearchField({
  label,
  placeholder,
  value,
  maxLength,
  grow = false,
  onChange,
}: SearchFieldProps) {
  return (
    <FormField
      label={label}
      className={grow ? 'op-field op-field--grow' : 'op-field'}
      classNames={{ label: 'op-field__label' }}
    >
      {(control) => (
        <input
          {...control}
          type="search"
          className="op-field__control"
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

import { useId } from 'react';
import { FieldMessage } from '@leafbid/shared/ui';
import { LabelText } from './field';
import { LISTING_MESSAGES } from '../../../messages';

export interface ChoiceGroupProps {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange(value: string[]): void;
  onBlur?(): void;
  required?: boolean;
  error?: string | undefined;
  /** Columns of the option grid on wide screens. */
  columns?: 1 | 2 | 3 | 4;
}

/** A multi-select of a fixed list as checkboxes in a fieldset (several allowed, spec §5). */
export function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
  onBlur,
  required,
  error,
  columns = 3,
}: ChoiceGroupProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const requiredId = `${id}-required`;
  const toggle = (option: string, checked: boolean) =>
    onChange(
      checked
        ? options.filter((o) => o === option || value.includes(o))
        : value.filter((v) => v !== option),
    );
  return (
    <fieldset
      className="ls-choices"
      // A group takes no aria-required (axe aria-allowed-attr, issue 18): its description says it.
      aria-describedby={required ? `${requiredId} ${messageId}` : messageId}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className="ls-field__label">
        <LabelText text={legend} required={required} />
      </legend>
      {required ? (
        <span id={requiredId} className="ls-visually-hidden">
          {LISTING_MESSAGES.requiredGroup}
        </span>
      ) : null}
      <div className={`ls-choices__options ls-choices__options--${columns}`}>
        {options.map((option) => (
          <label key={option} className="ls-choice">
            <input
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              onBlur={onBlur}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} tone="error" text={error} />
    </fieldset>
  );
}

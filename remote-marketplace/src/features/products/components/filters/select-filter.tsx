import * as Select from '@radix-ui/react-select';
import { useId } from 'react';
import { MARKETPLACE_MESSAGES as M } from '../../../../messages';

/** Radix Select has no empty value: 'All' is this sentinel, and means no filter. */
const ALL = '__all__';

export interface SelectFilterProps {
  label: string;
  value: string;
  /** The stored values (spec §3's English), which the filter matches on. */
  options: readonly string[];
  /** How an option reads in the active locale (issue 35); the value as it is by default. */
  optionLabel?: (option: string) => string;
  onChange: (value: string) => void;
}

/** A labelled single choice with 'All' (Radix Select: keyboard, typeahead, screen readers). */
export function SelectFilter({
  label,
  value,
  options,
  optionLabel = (option) => option,
  onChange,
}: SelectFilterProps) {
  const labelId = useId();
  return (
    <div className="mk-filter">
      <span id={labelId} className="mk-filter__label">
        {label}
      </span>
      <Select.Root
        value={value || ALL}
        onValueChange={(next) => onChange(next === ALL ? '' : next)}
      >
        <Select.Trigger className="mk-select__trigger" aria-labelledby={labelId}>
          <Select.Value />
          <Select.Icon className="mk-select__icon" aria-hidden="true">
            ▾
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="mk-select__content" position="popper" sideOffset={4}>
            <Select.Viewport className="mk-select__viewport">
              {[ALL, ...options].map((option) => (
                <Select.Item key={option} value={option} className="mk-select__item">
                  <Select.ItemText>
                    {option === ALL ? M.anyOption : optionLabel(option)}
                  </Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}

import { useState, useTransition } from 'react';
import { MARKETPLACE_MESSAGES as M } from '../../../../messages';

export interface NameFilterProps {
  value: string;
  /** Every keystroke; the page's update runs as a transition so typing never waits for it. */
  onChange: (name: string) => void;
}

/** Spec §2 name search: "name contains the text (case-insensitive)" (§5). */
export function NameFilter({ value, onChange }: NameFilterProps) {
  const [, startTransition] = useTransition();
  // What is being typed, while the field has focus: the view lags behind the keystrokes. Out of
  // the field it shows the view, so Back, Clear filters or a shared link show what they set.
  const [typed, setTyped] = useState<string | null>(null);

  return (
    <div className="mk-filter">
      <label className="mk-filter__label" htmlFor="mk-filter-name">
        {M.nameLabel}
      </label>
      <input
        id="mk-filter-name"
        className="mk-filter__input"
        type="search"
        placeholder={M.namePlaceholder}
        autoComplete="off"
        maxLength={200}
        value={typed ?? value}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          startTransition(() => onChange(next));
        }}
        onBlur={() => setTyped(null)}
      />
    </div>
  );
}

import { useId, useState, type KeyboardEvent } from 'react';
import {
  SUBMISSION_MESSAGES,
  TERPENE_COMMIT_KEYS,
  addTerpene,
  removeTerpene,
  terpeneSuggestions,
} from '@leafbid/domain';
import { FieldMessage } from '@leafbid/shared/ui';
import { LabelText } from './field';
import { SUBMISSION_FORM_MESSAGES } from '../../../messages';

export interface TerpeneInputProps {
  value: readonly string[];
  onChange(value: string[]): void;
  onBlur?(): void;
  required?: boolean;
  error?: string | undefined;
}

const COMMIT_KEYS = new Set<string>(TERPENE_COMMIT_KEYS);

/**
 * Spec §5 terpene entry: a name is added with Enter, Tab or comma (or by leaving the field);
 * duplicates are ignored; each can be removed; at most 6 suggestions not yet chosen, from the
 * ~60 names of §3, and free entry. A combobox: ArrowDown/ArrowUp move through the suggestions,
 * Enter takes the highlighted one, Escape closes them.
 */
export function TerpeneInput({ value, onChange, onBlur, required, error }: TerpeneInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const suggestions = open ? terpeneSuggestions(text, value) : [];
  const listId = `${id}-suggestions`;
  const messageId = `${id}-message`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const add = (name: string): void => {
    const next = addTerpene(value, name);
    if (next.length !== value.length) onChange(next);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
      return;
    }
    if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
      return;
    }
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!COMMIT_KEYS.has(event.key)) return;
    const picked = event.key === 'Enter' ? suggestions[active] : undefined;
    // Tab with nothing typed moves focus on as usual.
    if (!picked && !text.trim()) {
      if (event.key !== 'Tab') event.preventDefault();
      return;
    }
    event.preventDefault();
    add(picked ?? text);
  };

  return (
    <div className="ls-field ls-terpenes">
      <label htmlFor={id}>
        <LabelText text={SUBMISSION_MESSAGES.labels.Highest_Terpenes} required={required} />
      </label>
      {value.length > 0 ? (
        <ul className="ls-chips" aria-label={SUBMISSION_MESSAGES.labels.Highest_Terpenes}>
          {value.map((name) => (
            <li key={name} className="ls-chip">
              <span>{name}</span>
              <button
                type="button"
                className="ls-chip__remove"
                aria-label={SUBMISSION_FORM_MESSAGES.removeTerpene(name)}
                onClick={() => onChange(removeTerpene(value, name))}
              >
                {/* A symbol, not a text (the lint's letter range À-ÿ takes in ×). */}
                <span aria-hidden="true">{'×'}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ls-combobox">
        <input
          id={id}
          className="ls-input"
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={SUBMISSION_FORM_MESSAGES.terpenePlaceholder}
          aria-autocomplete="list"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && suggestions[active] ? optionId(active) : undefined}
          aria-invalid={Boolean(error) || undefined}
          aria-required={required || undefined}
          aria-describedby={messageId}
          value={text}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            // A comma typed or pasted commits what comes before it.
            const parts = event.target.value.split(',');
            if (parts.length > 1) {
              let next = [...value];
              for (const part of parts.slice(0, -1)) next = addTerpene(next, part);
              if (next.length !== value.length) onChange(next);
            }
            setText(parts.at(-1) ?? '');
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim()) add(text);
            setOpen(false);
            onBlur?.();
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={SUBMISSION_FORM_MESSAGES.terpeneSuggestions}
          className="ls-suggestions"
          hidden={suggestions.length === 0}
        >
          {suggestions.map((name, i) => (
            <li
              key={name}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="ls-suggestion"
              // Keeps the focus in the input, so its blur does not add the half-typed text.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(name)}
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      <FieldMessage id={messageId} tone="error" text={error} />
    </div>
  );
}

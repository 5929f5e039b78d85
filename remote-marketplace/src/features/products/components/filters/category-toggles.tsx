import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import { CANNABIS_TYPES } from '@leafbid/domain';
import { MARKETPLACE_MESSAGES as M } from '../../../../messages';

export interface CategoryTogglesProps {
  value: readonly string[];
  onChange: (categories: string[]) => void;
}

/** Spec §2: Indica / Sativa / Hybrid toggle tags; any selected matches (§5). */
export function CategoryToggles({ value, onChange }: CategoryTogglesProps) {
  const labelId = useId();
  return (
    <div className="mk-filter">
      <span id={labelId} className="mk-filter__label">
        {M.categoriesLabel}
      </span>
      <ToggleGroup.Root
        type="multiple"
        className="mk-toggles"
        aria-labelledby={labelId}
        value={[...value]}
        onValueChange={(next) => onChange(CANNABIS_TYPES.filter((t) => next.includes(t)))}
      >
        {CANNABIS_TYPES.map((type) => (
          <ToggleGroup.Item key={type} value={type} className="mk-toggles__item">
            {M.cannabisType(type)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}

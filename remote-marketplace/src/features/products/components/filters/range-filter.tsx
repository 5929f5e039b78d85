import * as Slider from '@radix-ui/react-slider';
import { useId, useState } from 'react';
import type { Range } from '@leafbid/domain';
import { MARKETPLACE_MESSAGES as M } from '../../../../messages';

export interface RangeFilterProps {
  label: string;
  value: Range;
  min: number;
  max: number;
  step: number;
  /** How a bound reads ('25 %', '1 000 g', 'Unlimited'). */
  format: (n: number, bound: 'min' | 'max') => string;
  /** Called when the user lets go of a thumb (or after a key press): the view changes then. */
  onCommit: (value: Range) => void;
}

/** A two-thumb range (Radix Slider): arrows, Page Up/Down, Home and End move the focused thumb. */
export function RangeFilter({ label, value, min, max, step, format, onCommit }: RangeFilterProps) {
  const labelId = useId();
  // While a thumb moves the slider shows where it is; the view changes when it is let go.
  const [dragging, setDragging] = useState<Range | null>(null);
  const draft = dragging ?? value;

  return (
    <div className="mk-filter">
      <div className="mk-filter__label-row">
        <span id={labelId} className="mk-filter__label">
          {label}
        </span>
        <span className="mk-filter__value" aria-hidden="true">
          {format(draft[0], 'min')} – {format(draft[1], 'max')}
        </span>
      </div>
      <Slider.Root
        className="mk-slider"
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={0}
        value={[...draft]}
        onValueChange={([a = min, b = max]) => setDragging([a, b])}
        onValueCommit={([a = min, b = max]) => {
          setDragging(null);
          onCommit([a, b]);
        }}
        aria-labelledby={labelId}
      >
        <Slider.Track className="mk-slider__track">
          <Slider.Range className="mk-slider__range" />
        </Slider.Track>
        <Slider.Thumb
          className="mk-slider__thumb"
          aria-label={M.minimumOf(label)}
          aria-valuetext={format(draft[0], 'min')}
        />
        <Slider.Thumb
          className="mk-slider__thumb"
          aria-label={M.maximumOf(label)}
          aria-valuetext={format(draft[1], 'max')}
        />
      </Slider.Root>
    </div>
  );
}

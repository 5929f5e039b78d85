import type { UseFormReturn } from 'react-hook-form';
import {
  PERCENT_MAX,
  PERCENT_MIN,
  PERCENT_STEP,
  PRICE_STEP,
  SUBMISSION_MESSAGES as M,
} from '@leafbid/domain';
import type { SubmissionFormInput, SubmissionFormValues } from '../form-schema';
import { Field } from './field';
import { SUBMISSION_FORM_MESSAGES } from '../../../messages';

type Form = UseFormReturn<SubmissionFormInput, unknown, SubmissionFormValues>;

/** Spec §5 text fields; all required except Aromas. */
export function TextFields({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  const text = (
    name: 'Product_Name' | 'Manufacturer_name' | 'Lineage' | 'Aromas',
    required = true,
  ) => (
    <Field label={M.labels[name]} required={required} error={errors[name]?.message}>
      {(control) => <input {...control} className="ls-input" type="text" {...register(name)} />}
    </Field>
  );
  return (
    <div className="ls-grid-2">
      {text('Product_Name')}
      {text('Manufacturer_name')}
      <Field
        className="ls-span-2"
        label={M.labels.Description}
        required
        error={errors.Description?.message}
      >
        {(control) => (
          <textarea {...control} className="ls-input" rows={4} {...register('Description')} />
        )}
      </Field>
      {text('Lineage')}
      {text('Aromas', false)}
      <Field label={M.labels.Harvest_Date} required error={errors.Harvest_Date?.message}>
        {(control) => (
          <input {...control} className="ls-input" type="date" {...register('Harvest_Date')} />
        )}
      </Field>
    </div>
  );
}

type NumberName =
  | 'Total_Terpenes_Percentage'
  | 'THC_Min'
  | 'THC_Max'
  | 'CBD_Min'
  | 'CBD_Max'
  | 'Min_QTY_Request'
  | 'Min_Request_G_Including_5_markup'
  | 'Grams_Available_When_submitted'
  | 'Upcoming_QTY_3_Months';

/** min, max and step of each number input (spec §9: percent 0–100 step 0.01, price step 0.01). */
const NUMBER_INPUT: Record<NumberName, { min: number; max?: number; step: number }> = {
  Total_Terpenes_Percentage: { min: PERCENT_MIN, max: PERCENT_MAX, step: PERCENT_STEP },
  THC_Min: { min: PERCENT_MIN, max: PERCENT_MAX, step: PERCENT_STEP },
  THC_Max: { min: PERCENT_MIN, max: PERCENT_MAX, step: PERCENT_STEP },
  CBD_Min: { min: PERCENT_MIN, max: PERCENT_MAX, step: PERCENT_STEP },
  CBD_Max: { min: PERCENT_MIN, max: PERCENT_MAX, step: PERCENT_STEP },
  Min_QTY_Request: { min: 1, step: 1 },
  Min_Request_G_Including_5_markup: { min: PRICE_STEP, step: PRICE_STEP },
  Grams_Available_When_submitted: { min: 0, step: 1 },
  Upcoming_QTY_3_Months: { min: 0, step: 1 },
};

/** Required number fields, read as numbers (an empty one is NaN: "… is required"). */
export function NumberFields({
  form,
  names,
  columns = 'auto',
}: {
  form: Form;
  names: NumberName[];
  /** 'auto': as many as fit (short labels); 2: two per row (long labels). */
  columns?: 'auto' | 2;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className={columns === 2 ? 'ls-grid-2' : 'ls-grid-auto'}>
      {names.map((name) => {
        const { min, max, step } = NUMBER_INPUT[name];
        return (
          <Field
            key={name}
            label={M.labels[name]}
            required
            error={errors[name]?.message}
            {...(name === 'Min_Request_G_Including_5_markup'
              ? { hint: SUBMISSION_FORM_MESSAGES.bidMinimumHint }
              : {})}
          >
            {(control) => (
              <input
                {...control}
                className="ls-input"
                type="number"
                inputMode="decimal"
                min={min}
                max={max}
                step={step}
                {...register(name, { valueAsNumber: true })}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}

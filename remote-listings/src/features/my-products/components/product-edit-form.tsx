import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import { z } from 'zod';
import {
  EDIT_CLOSE_MS,
  PRICE_STEP,
  SUBMISSION_MESSAGES,
  dateInputValue,
  minimumOrderAboveStock,
  type Product,
} from '@leafbid/domain';
import { issueOf, productUpdateBodySchema, type ProductUpdateBody } from '@leafbid/domain/schemas';
import { ApiError } from '@leafbid/shared';
import { Button, FieldMessage } from '@leafbid/shared/ui';
import { PRODUCT_EDIT_MESSAGES } from '../../../messages';
import { useUpdateProduct } from '../api/update-product';
import { useAutoClose } from '../hooks/use-auto-close';

const rules = productUpdateBodySchema.shape;
/** The form's labels, read at render (switching language re-renders without reloading modules). */
const labels = () => SUBMISSION_MESSAGES.labels;

/**
 * Issue 18: a stock figure as typed. Left empty on a listing that never had it, it is not sent;
 * emptied on one that had it, it is required (the listing cannot lose it).
 */
const gramsField = (rule: z.ZodType<number, number>, label: () => string, had: boolean) =>
  z
    .string()
    .transform((v, context) => {
      if (v.trim() !== '') return Number(v);
      if (had) context.addIssue({ code: 'custom', message: SUBMISSION_MESSAGES.required(label()) });
      return undefined;
    })
    .pipe(rule.optional());

/**
 * The popup's fields as typed (strings), turned into PUT /products/{id}'s body and checked by the
 * shared rules: an empty date or text clears it (null); the stock is whole grams and the minimum
 * order within it (issue 18).
 */
function editSchemaFor(product: Product) {
  return z
    .object({
      Harvest_Date: z
        .string()
        .transform((v) => v || null)
        .pipe(rules.Harvest_Date.unwrap()),
      Highest_Terpenes: z
        .string()
        .transform((v) => v.trim() || null)
        .pipe(rules.Highest_Terpenes.unwrap()),
      Min_Request_G_Including_5_markup: z
        .string()
        .transform((v) => (v.trim() === '' ? null : Number(v)))
        .pipe(rules.Min_Request_G_Including_5_markup.unwrap()),
      Description: z
        .string()
        .transform((v, context) => {
          if (v.trim() !== '') return v;
          if (product.Description?.trim())
            context.addIssue({ code: 'custom', message: SUBMISSION_MESSAGES.descriptionRequired });
          return undefined;
        })
        .pipe(rules.Description.unwrap().optional()),
      Grams_Available_When_submitted: gramsField(
        rules.Grams_Available_When_submitted.unwrap(),
        () => labels().Grams_Available_When_submitted,
        product.Grams_Available_When_submitted != null,
      ),
      Upcoming_QTY_3_Months: gramsField(
        rules.Upcoming_QTY_3_Months.unwrap(),
        () => labels().Upcoming_QTY_3_Months,
        product.Upcoming_QTY_3_Months != null,
      ),
      Min_QTY_Request: gramsField(
        rules.Min_QTY_Request.unwrap(),
        () => labels().Min_QTY_Request,
        product.Min_QTY_Request != null,
      ),
    })
    .superRefine((body, context) => {
      const unchanged =
        (body.Min_QTY_Request ?? null) === (product.Min_QTY_Request ?? null) &&
        (body.Grams_Available_When_submitted ?? null) ===
          (product.Grams_Available_When_submitted ?? null) &&
        (body.Upcoming_QTY_3_Months ?? null) === (product.Upcoming_QTY_3_Months ?? null);
      if (unchanged) return;
      // The same rule the API holds (when the stock changes), on the figures as they will be stored.
      const problem = minimumOrderAboveStock(
        body.Min_QTY_Request ?? product.Min_QTY_Request,
        body.Grams_Available_When_submitted ?? product.Grams_Available_When_submitted,
        body.Upcoming_QTY_3_Months ?? product.Upcoming_QTY_3_Months,
      );
      if (problem) context.addIssue(issueOf(problem, ['Min_QTY_Request']));
    });
}
type EditSchema = ReturnType<typeof editSchemaFor>;

type GramsName = 'Grams_Available_When_submitted' | 'Upcoming_QTY_3_Months' | 'Min_QTY_Request';
type EditInput = z.input<EditSchema>;
type EditBody = z.output<EditSchema>;

const numberText = (value: number | null | undefined): string =>
  value == null ? '' : String(value);

const valuesOf = (product: Product): EditInput => ({
  Harvest_Date: dateInputValue(product.Harvest_Date),
  Highest_Terpenes: product.Highest_Terpenes ?? '',
  Min_Request_G_Including_5_markup: numberText(product.Min_Request_G_Including_5_markup),
  Description: product.Description ?? '',
  Grams_Available_When_submitted: numberText(product.Grams_Available_When_submitted),
  Upcoming_QTY_3_Months: numberText(product.Upcoming_QTY_3_Months),
  Min_QTY_Request: numberText(product.Min_QTY_Request),
});

/** Issue 18's fields are sent only when changed; the spec's three always are (spec §7 PUT). */
const SENT_WHEN_CHANGED = new Set<string>([
  'Description',
  'Grams_Available_When_submitted',
  'Upcoming_QTY_3_Months',
  'Min_QTY_Request',
]);
const bodyOf = (values: EditBody, changed: Partial<Record<string, unknown>>): ProductUpdateBody =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => value !== undefined && (!SENT_WHEN_CHANGED.has(name) || changed[name]),
    ),
  ) as ProductUpdateBody;

export interface ProductEditFormProps {
  product: Product;
  /** Closes the popup (EDIT_CLOSE_MS after a successful save, spec §2). */
  onClose(): void;
}

type Result = { tone: 'success' | 'error'; text: string } | null;

/**
 * Spec §2 Product edit popup: Harvest date (date), Terpenes (text), Min. Request Price ($/g, step
 * 0.01) and 'Save Changes' ('Saving...'); 'Changes saved successfully.' then the popup closes after
 * 1.5 s, or 'Failed to save changes.'. The mutation applies the edit at once and rolls it back on failure.
 */
export function ProductEditForm({ product, onClose }: ProductEditFormProps) {
  const ids = useId();
  const { mutateAsync: saveProductEdits } = useUpdateProduct();
  const [result, setResult] = useState<Result>(null);
  const { schedule } = useAutoClose(onClose, EDIT_CLOSE_MS);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<EditInput, unknown, EditBody>({
    resolver: formResolver(editSchemaFor(product)),
    defaultValues: valuesOf(product),
    // Issue 18: quantities are checked as typed, once a field has been left.
    mode: 'onTouched',
  });

  const save = async (body: EditBody): Promise<void> => {
    setResult(null);
    try {
      await saveProductEdits({ id: product.id, patch: bodyOf(body, dirtyFields) });
      setResult({ tone: 'success', text: PRODUCT_EDIT_MESSAGES.saved });
      schedule();
    } catch (error) {
      // A rule the API names (the minimum order within the stock) says what to change.
      const fromServer = error instanceof ApiError && error.status === 400 && error.message;
      setResult({ tone: 'error', text: fromServer || PRODUCT_EDIT_MESSAGES.saveFailed });
    }
  };

  const field = (name: keyof EditInput) => ({
    id: `${ids}-${name}`,
    messageId: `${ids}-${name}-message`,
    error: errors[name]?.message,
  });
  const harvest = field('Harvest_Date');
  const terpenes = field('Highest_Terpenes');
  const price = field('Min_Request_G_Including_5_markup');
  const description = field('Description');
  const gramsNow = field('Grams_Available_When_submitted');
  const upcoming = field('Upcoming_QTY_3_Months');
  const minimumOrder = field('Min_QTY_Request');
  const gramsInput = (f: ReturnType<typeof field>, name: GramsName, min: 0 | 1) => (
    <div className="ls-field">
      <label htmlFor={f.id}>{labels()[name]}</label>
      <input
        id={f.id}
        className="ls-input"
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        aria-invalid={Boolean(f.error)}
        aria-describedby={f.messageId}
        {...register(name)}
      />
      <FieldMessage id={f.messageId} tone="error" text={f.error} />
    </div>
  );

  return (
    <form
      className="ls-edit-form"
      noValidate
      aria-label={PRODUCT_EDIT_MESSAGES.saveChanges}
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <div className="ls-field">
        <label htmlFor={harvest.id}>{PRODUCT_EDIT_MESSAGES.harvestDate}</label>
        <input
          id={harvest.id}
          className="ls-input"
          type="date"
          aria-invalid={Boolean(harvest.error)}
          aria-describedby={harvest.messageId}
          {...register('Harvest_Date')}
        />
        <FieldMessage id={harvest.messageId} tone="error" text={harvest.error} />
      </div>
      <div className="ls-field">
        <label htmlFor={terpenes.id}>{PRODUCT_EDIT_MESSAGES.terpenes}</label>
        <input
          id={terpenes.id}
          className="ls-input"
          type="text"
          aria-invalid={Boolean(terpenes.error)}
          aria-describedby={terpenes.messageId}
          {...register('Highest_Terpenes')}
        />
        <FieldMessage id={terpenes.messageId} tone="error" text={terpenes.error} />
      </div>
      <div className="ls-field">
        <label htmlFor={price.id}>{PRODUCT_EDIT_MESSAGES.minRequestPrice}</label>
        <input
          id={price.id}
          className="ls-input"
          type="number"
          inputMode="decimal"
          min={PRICE_STEP}
          step={PRICE_STEP}
          aria-invalid={Boolean(price.error)}
          aria-describedby={price.messageId}
          {...register('Min_Request_G_Including_5_markup')}
        />
        <FieldMessage id={price.messageId} tone="error" text={price.error} />
      </div>
      <div className="ls-field">
        <label htmlFor={description.id}>{labels().Description}</label>
        <textarea
          id={description.id}
          className="ls-input ls-textarea"
          rows={4}
          aria-invalid={Boolean(description.error)}
          aria-describedby={description.messageId}
          {...register('Description')}
        />
        <FieldMessage id={description.messageId} tone="error" text={description.error} />
      </div>
      <fieldset className="ls-edit-form__stock">
        <legend>{PRODUCT_EDIT_MESSAGES.stockTitle}</legend>
        {gramsInput(gramsNow, 'Grams_Available_When_submitted', 0)}
        {gramsInput(upcoming, 'Upcoming_QTY_3_Months', 0)}
        {gramsInput(minimumOrder, 'Min_QTY_Request', 1)}
      </fieldset>
      {result ? (
        <p
          className={`ls-result ls-result--${result.tone}`}
          role={result.tone === 'error' ? 'alert' : 'status'}
        >
          {result.text}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} disabled={result?.tone === 'success'}>
        {isSubmitting ? PRODUCT_EDIT_MESSAGES.saving : PRODUCT_EDIT_MESSAGES.saveChanges}
      </Button>
    </form>
  );
}
